import type * as en from "@/content/ui";
import type { Translation } from "@/content/translation";

export const siteUi: Translation<typeof en.siteUi> = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  backToHome: "होम पर वापस जाएँ",
  returnHome: "होम पर लौटें",
  footerBlurb:
    "हम पारंपरिक मेंटरशिप के आज़माए हुए मार्गदर्शन को AI से चलने वाले करियर विकास से जोड़ते हैं, ताकि हर सीखने वाला एक मक़सद के साथ आगे बढ़े।",
  footerNav: "फ़ुटर",
  socialMedia: "सोशल मीडिया",
  allRightsReserved: "सर्वाधिकार सुरक्षित।",
};

export const headerUi: Translation<typeof en.headerUi> = {
  homeLabel: "Gurukul Code होम",
  mainNav: "मुख्य",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  menuTitle: "मेन्यू",
  myAccount: "मेरा अकाउंट",
  myProfile: "मेरी प्रोफ़ाइल",
  logOut: "लॉग आउट",
  accountMenu: "अकाउंट मेन्यू",
  signedIn: "साइन इन है",
};

export const languageSwitchUi: Translation<typeof en.languageSwitchUi> = {
  otherLanguage: "English",
  otherLanguageHint: "Read this page in English",
};

export const notFoundUi: Translation<typeof en.notFoundUi> = {
  pageTitle: "पेज नहीं मिला",
  title: "पेज नहीं मिला",
  body: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
  explore: "प्लेटफ़ॉर्म देखें",
};

export const offlineUi: Translation<typeof en.offlineUi> = {
  title: "आप ऑफ़लाइन हैं",
  body: "यह पेज अभी इस डिवाइस पर सेव नहीं है। जिन पेजों पर आप जा चुके हैं, वे अब भी खुलेंगे; इंटरनेट वापस आने पर फिर कोशिश करें।",
  tryAgain: "फिर कोशिश करें",
};

export const carouselUi: Translation<typeof en.carouselUi> = {
  hint: "और देखने के लिए बगल में स्क्रॉल करें",
};

export const newsUi: Translation<typeof en.newsUi> = {
  listLabel: "आज जुटाई गई AI ख़बरें",
  sampleListLabel: "AI ख़बरों के नमूने",
  sampleNote:
    "ये नमूने की ख़बरें हैं: साइट की इस कॉपी में अभी कोई न्यूज़ फ़ीड सेट नहीं है। हर ख़बर अपने पब्लिशर के न्यूज़ पेज से जुड़ी है, किसी ख़ास ख़बर से नहीं।",
  visit: "{source} पर जाएँ",
  opensInNewTab: "(नए टैब में खुलता है)",
  empty: "कोई ख़बर नहीं मिली।",
  tryRefreshing: "रीफ़्रेश करके देखें",
  errorTitle: "अपडेट्स लोड नहीं हो सके",
  tryAgain: "फिर कोशिश करें",
};

export const serviceWorkerUi: Translation<typeof en.serviceWorkerUi> = {
  updatePrompt: "नया वर्शन उपलब्ध है। अभी रीलोड करें?",
  offlineReady: "Gurukul Code अब ऑफ़लाइन भी काम करने के लिए तैयार है।",
};

export const authPagesUi: Translation<typeof en.authPagesUi> = {
  login: {
    title: "लॉग इन",
    description: "अपनी सीखने की यात्रा जारी रखने के लिए अपने Gurukul Code अकाउंट में लॉग इन करें।",
  },
  signup: {
    title: "साइन अप",
    description: "अपना Gurukul Code अकाउंट बनाइए और AI की मदद से अपनी पर्सनल करियर यात्रा शुरू कीजिए।",
  },
  "forgot-password": {
    title: "पासवर्ड भूल गए",
    description: "अपने Gurukul Code अकाउंट का नया पासवर्ड सेट करने के लिए लिंक पाएँ।",
  },
};

export const validationUi: Translation<typeof en.validationUi> = {
  emailMissing: "कृपया अपना ई-मेल पता लिखें।",
  emailInvalid: "कृपया सही ई-मेल पता लिखें।",
  nameMissing: "कृपया अपना नाम लिखें।",
  subjectMissing: "कृपया विषय लिखें।",
  messageMissing: "कृपया अपना संदेश लिखें।",
  fullNameMissing: "कृपया अपना पूरा नाम लिखें।",
  passwordMissing: "कृपया अपना पासवर्ड लिखें।",
  passwordToChoose: "कृपया एक पासवर्ड चुनें।",
  unsupportedCharacters: "कृपया वे अक्षर हटाएँ जो यहाँ नहीं चलते।",
  tooLong: "कृपया ज़्यादा से ज़्यादा {max} अक्षर लिखें।",
  passwordTooShort: "पासवर्ड कम से कम {min} अक्षरों का होना चाहिए।",
  passwordRepeat: "कृपया नया पासवर्ड दोबारा लिखें।",
  passwordMismatch: "दोनों पासवर्ड एक जैसे नहीं हैं।",
  phoneMissing: "कृपया अपना मोबाइल नंबर लिखें।",
  phoneInvalid: "सही मोबाइल नंबर लिखें, जैसे 98765 43210।",
  indianMobileInvalid: "कृपया सही भारतीय मोबाइल नंबर लिखें।",
  callTimeMissing: "कृपया चुनें कि हम कब कॉल करें।",
  callTopicMissing: "कृपया चुनें कि बात किस बारे में है।",
  emailCodeMissing: "कृपया ईमेल में आया 6 अंकों का कोड लिखें।",
  emailCodeInvalid: "कोड ईमेल में दिए गए 6 अंक हैं।",
  smsCodeMissing: "कृपया SMS में आया 6 अंकों का कोड लिखें।",
  smsCodeInvalid: "कोड SMS में दिए गए 6 अंक हैं।",
};

export const authFieldsUi: Translation<typeof en.authFieldsUi> = {
  email: "ईमेल",
  fullName: "पूरा नाम",
  password: "पासवर्ड",
  newPassword: "नया पासवर्ड",
  confirmNewPassword: "नया पासवर्ड दोबारा लिखें",
  passwordHint: "कम से कम {min} अक्षर।",
  reference: "रेफ़रेंस:",
};

export const captchaUi: Translation<typeof en.captchaUi> = {
  problem: "सुरक्षा जाँच लोड नहीं हो पाई। अपना इंटरनेट कनेक्शन देखें और पेज रीलोड करें।",
};

export const signInChoicesUi: Translation<typeof en.signInChoicesUi> = {
  loading: "लोड हो रहा है...",
  continueWithGoogle: "Google से आगे बढ़ें",
  or: "या",
  continueWithPhone: "मोबाइल नंबर से आगे बढ़ें",
  emailCodeInstead: "इसके बजाय ईमेल पर कोड पाएँ",
  useEmailInstead: "इसके बजाय ईमेल इस्तेमाल करें",
  usePasswordInstead: "इसके बजाय पासवर्ड इस्तेमाल करें",
};

export const loginFormUi: Translation<typeof en.loginFormUi> = {
  submit: "लॉग इन करें",
  pending: "लॉग इन हो रहा है...",
  forgotPassword: "पासवर्ड भूल गए?",
  unconfirmed: "पुष्टि वाला ई-मेल नहीं मिला, या उसका लिंक एक्सपायर हो गया? हम नया भेज सकते हैं।",
};

export const signupFormUi: Translation<typeof en.signupFormUi> = {
  submit: "अकाउंट बनाएँ",
  pending: "अकाउंट बन रहा है...",
  offlineTitle: "इंटरनेट कनेक्शन नहीं है",
  offlineBody: "कृपया अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।",
};

export const emailLinkFormUi: Translation<typeof en.emailLinkFormUi> = {
  pending: "लिंक भेजा जा रहा है...",
  sendResetLink: "रीसेट लिंक भेजें",
  sendNewLink: "नया लिंक भेजें",
  backToLogin: "लॉग इन पर वापस जाएँ",
};

export const codeFormUi: Translation<typeof en.codeFormUi> = {
  label: "6 अंकों का कोड",
  pending: "कोड जाँचा जा रहा है...",
  useDifferentEmail: "कोई दूसरा ईमेल पता इस्तेमाल करें",
  confirmedElsewhere: "किसी दूसरे डिवाइस पर पुष्टि कर दी?",
  logIn: "लॉग इन करें",
};

export const checkEmailUi: Translation<typeof en.checkEmailUi> = {
  codeIntro: "ईमेल में 6 अंकों का एक कोड भी है। लिंक खोलने के बजाय आप उसे यहाँ लिख सकते हैं।",
  confirmWithCode: "कोड से पुष्टि करें",
  continueWithCode: "कोड से आगे बढ़ें",
};

export const emailCodeSignInUi: Translation<typeof en.emailCodeSignInUi> = {
  submit: "ईमेल पर कोड भेजें",
  pending: "कोड भेजा जा रहा है...",
  logInWithCode: "कोड से लॉग इन करें",
};

export const phoneSignInUi: Translation<typeof en.phoneSignInUi> = {
  sendCode: "कोड भेजें",
  pending: "कोड भेजा जा रहा है...",
  country: "देश",
  mobileNumber: "मोबाइल नंबर",
  numberHint: "हम इस नंबर ({callingCode}) पर SMS से 6 अंकों का कोड भेजेंगे।",
  verify: "पुष्टि करें और लॉग इन करें",
  sentBy: "{phone} पर SMS से भेजा गया।",
  resendIn: "{seconds} सेकंड में नया कोड माँगें",
  resend: "नया कोड माँगें",
  changeNumber: "नंबर बदलें",
  continue: "आगे बढ़ें",
  saving: "सेव हो रहा है...",
  nameIntro: "आपका नंबर पक्का हो गया। हम आपको किस नाम से बुलाएँ?",
};

export const resetPasswordFormUi: Translation<typeof en.resetPasswordFormUi> = {
  submit: "पासवर्ड बदलें",
  pending: "पासवर्ड बदला जा रहा है...",
};

export const authCardsUi: Translation<typeof en.authCardsUi> = {
  login: {
    title: "फिर से स्वागत है",
    description: "Gurukul Code के साथ अपना सफ़र जारी रखने के लिए लॉग इन करें।",
    prompt: "अकाउंट नहीं है?",
    link: "साइन अप करें",
    invalidLink:
      "यह पुष्टि लिंक गलत है या इसकी मियाद ख़त्म हो गई है। लॉग इन करें, या नया लिंक पाने के लिए फिर से साइन अप करें।",
  },
  googleProblems: {
    google_cancelled: "Google से साइन इन रद्द हो गया। चुनें कि आप कैसे लॉग इन करना चाहते हैं।",
    google_failed:
      "अभी हम आपको Google से साइन इन नहीं करा पाए। कृपया फिर कोशिश करें, या अपने ईमेल और पासवर्ड से लॉग इन करें।",
    google_unavailable: "Google से साइन इन अभी उपलब्ध नहीं है। अपने ईमेल और पासवर्ड से लॉग इन करें।",
    google_email_exists:
      "इस ईमेल से एक अकाउंट पहले से है, और Google ने इस पते की पुष्टि नहीं की है। अपने पासवर्ड से लॉग इन करें; Google पता पक्का होने के बाद आप Google से आगे बढ़ सकते हैं।",
  },
  signup: {
    title: "अपना अकाउंट बनाएँ",
    description: "Gurukul Code के साथ अपना सफ़र शुरू करें। बस एक मिनट लगेगा।",
    prompt: "पहले से अकाउंट है?",
    link: "लॉग इन करें",
    invalidLink:
      "यह पुष्टि लिंक गलत है या इसकी मियाद ख़त्म हो गई है। अगर आप अपने पते की पुष्टि कर चुके हैं, तो लॉग इन करें; नहीं तो अपना ईमेल लिखें, हम आपको नया लिंक भेज देंगे।",
  },
  forgotPassword: {
    title: "पासवर्ड भूल गए?",
    description: "साइन अप वाला ईमेल लिखें, हम आपको नया पासवर्ड सेट करने का लिंक भेज देंगे।",
    prompt: "याद आ गया?",
    link: "लॉग इन करें",
    invalidLink: "यह रीसेट लिंक गलत है या इसकी मियाद ख़त्म हो गई है। नीचे से नया लिंक माँगें।",
  },
};

export const contactFormUi: Translation<typeof en.contactFormUi> = {
  name: "नाम",
  email: "ईमेल",
  subject: "विषय",
  message: "संदेश",
  submit: "संदेश भेजें",
  pending: "भेजा जा रहा है...",
  sentTitle: "संदेश भेज दिया गया",
  sentText: "हम जल्द से जल्द आपसे संपर्क करेंगे!",
  sendAnother: "एक और संदेश भेजें",
  explore: "प्लेटफ़ॉर्म देखें",
  errorTitle: "गड़बड़ी",
  failed: "आपका संदेश नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
};

export const publicFormUi: Translation<typeof en.publicFormUi> = {
  challengeRefused:
    "इस समय यह फ़ॉर्म बहुत व्यस्त है और आपका संदेश भेजने के लिए JavaScript चाहिए। JavaScript चालू करके फिर कोशिश करें, या एक घंटे बाद कोशिश करें।",
};

export const subscribeFormUi: Translation<typeof en.subscribeFormUi> = {
  emailLabel: "ईमेल पता",
  missing: "कृपया अपना ईमेल पता लिखें।",
  invalid: "कृपया सही ईमेल पता लिखें।",
  confirmFromEmail: "शुरू करने के लिए, हमारे भेजे ईमेल से पुष्टि करें।",
  newsletter: {
    button: "सब्सक्राइब करें",
    done: "सब्सक्राइब करने के लिए धन्यवाद!",
    failure: "अभी हम आपको सब्सक्राइब नहीं कर पाए। कृपया फिर कोशिश करें।",
  },
  notify: {
    button: "मुझे बताएँ",
    done: "सब्सक्राइब करने के लिए धन्यवाद!",
    failure: "अभी हम आपको लिस्ट में नहीं जोड़ पाए। कृपया फिर कोशिश करें।",
  },
};

export const flashUi: Translation<typeof en.flashUi> = {
  login: { title: "लॉग इन हो गया", description: "फिर से स्वागत है!" },
  signup: {
    title: "अकाउंट बन गया",
    description: "Gurukul Code में आपका स्वागत है! आपका सफ़र अब शुरू होता है।",
  },
  "password-updated": {
    title: "पासवर्ड बदल गया",
    description: "आपका नया पासवर्ड सेट हो गया है और आप साइन इन हैं।",
  },
  logout: { title: "लॉग आउट हो गया", description: "आप सफलतापूर्वक लॉग आउट हो गए हैं।" },
  "email-changed": {
    title: "ईमेल बदल गया",
    description: "अब से अपने नए ईमेल पते से लॉग इन करें।",
  },
  "email-change-accepted": {
    title: "लिंक स्वीकार हो गया",
    description: "बदलाव पूरा करने के लिए, अब वह लिंक खोलें जो हमने आपके दूसरे ईमेल पते पर भेजा है।",
  },
  "account-deleted": {
    title: "अकाउंट डिलीट हो गया",
    description: "आपका अकाउंट और प्रोफ़ाइल हटा दिए गए हैं। हमारे साथ सीखने के लिए धन्यवाद।",
  },
};

export const authAnswersUi: Translation<typeof en.authAnswersUi> = {
  tryAgainSoon: "कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर कोशिश करें।",
  somethingWrong: "कुछ गड़बड़ हो गई",
  unexpected: "एक अनचाही गड़बड़ी हुई।",
  captchaNeeded: {
    title: "कृपया सुरक्षा जाँच पूरी करें",
    description: "बटन के ऊपर वाली जाँच पूरी करें, फिर कोशिश करें। अगर वह न दिखे, तो पेज रीलोड करें।",
  },
  captchaFailed: "सुरक्षा जाँच पूरी नहीं हुई। उसे फिर से पूरा करें, फिर फ़ॉर्म दोबारा भेजें।",
  loginFailed: "लॉग इन नहीं हो पाया",
  tooManySignIns: {
    title: "साइन इन की बहुत ज़्यादा कोशिशें",
    description:
      "इस अकाउंट में साइन इन कुछ देर के लिए रोका गया है। अभी लॉग इन करने के लिए अपना पासवर्ड रीसेट करें, या उस डिवाइस से लॉग इन करें जिससे आप पहले लॉग इन कर चुके हैं।",
  },
  emailInUse: {
    title: "यह ईमेल पहले से इस्तेमाल में है",
    description: "कृपया कोई दूसरा ईमेल पता इस्तेमाल करें।",
  },
  emailRegistered: "यह ईमेल पता पहले से रजिस्टर है।",
  signupFailed: "साइन अप नहीं हो पाया",
  confirmationSent: {
    title: "अपना ईमेल देखें",
    description:
      "हमने {address} पर एक पुष्टि लिंक और 6 अंकों का कोड भेजा है। अकाउंट बनाना पूरा करने के लिए लिंक खोलें, या नीचे कोड लिखें।",
  },
  resetLinkSent: {
    title: "अपना ईमेल देखें",
    description: "अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है।",
  },
  confirmationResent: {
    title: "अपना ईमेल देखें",
    description:
      "अगर यह पता पुष्टि का इंतज़ार कर रहा है, तो हमने नया लिंक भेज दिया है। अकाउंट बनाना पूरा करने के लिए उसे खोलें।",
  },
  linkNotSent: "लिंक नहीं भेजा जा सका",
  resetLinkExpired: {
    title: "आपके रीसेट लिंक की मियाद ख़त्म हो गई है",
    description: "पासवर्ड सेट करने के लिए नया लिंक माँगें।",
  },
  passwordNotUpdated: "पासवर्ड नहीं बदला",
  codeNotSent: "कोड नहीं भेजा जा सका",
  smsNotSent: "अभी हम SMS नहीं भेज पाए। कृपया थोड़ी देर में फिर कोशिश करें, या इसके बजाय अपना ईमेल इस्तेमाल करें।",
  checkNumber: "नंबर जाँचें",
  numberRefused: "हम इस नंबर पर कोड नहीं भेज सकते। इसे जाँचें, या इसके बजाय अपना ईमेल इस्तेमाल करें।",
  codeSent: { title: "कोड भेज दिया गया", description: "हमने {phone} पर SMS से 6 अंकों का कोड भेजा है।" },
  tooManyCodes: {
    title: "बहुत ज़्यादा कोड माँगे गए",
    description:
      "इस नंबर पर या आपके नेटवर्क से बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया बाद में फिर कोशिश करें, या इसके बजाय अपना ईमेल इस्तेमाल करें।",
  },
  waitBeforeAsking: {
    title: "दोबारा माँगने से पहले थोड़ा रुकें",
    description: "इस नंबर पर अभी-अभी एक कोड भेजा गया है। आप {seconds} सेकंड बाद नया कोड माँग सकते हैं।",
  },
  askName: { title: "आप लॉग इन हो गए", description: "बस एक बात: हम आपको किस नाम से बुलाएँ?" },
  nameNotSaved: "नाम सेव नहीं हुआ",
  emailCodeSent: {
    title: "अपना ईमेल देखें",
    description:
      "अगर {address} से कोई अकाउंट है, तो हमने उस पर 6 अंकों का कोड भेजा है। लॉग इन करने के लिए उसे यहाँ लिखें।",
  },
  deadCode: {
    title: "यह कोड अब काम नहीं करेगा",
    description: "बहुत ज़्यादा बार गलत कोड डाले गए।",
    field: "बहुत ज़्यादा गलत कोड: यह कोड अब काम नहीं करेगा।",
  },
  wrongCode: {
    title: "कोड स्वीकार नहीं हुआ",
    description: "यह कोड गलत है या इसकी मियाद ख़त्म हो गई है।",
    field: "यह कोड गलत है या इसकी मियाद ख़त्म हो गई है।",
  },
  askAgain: {
    email: "नया ईमेल माँगें और उसका कोड इस्तेमाल करें।",
    sms: "नया कोड माँगें और सबसे नए SMS वाला कोड लिखें।",
  },
  checkNewest: {
    email: "सबसे नया ईमेल देखें और फिर कोशिश करें।",
    sms: "सबसे नया SMS देखें और फिर कोशिश करें।",
  },
};

export const backendAnswersUi: Translation<typeof en.backendAnswersUi> = {
  invalid_credentials: "ईमेल या पासवर्ड सही नहीं है।",
  email_not_confirmed: "इस ईमेल की अभी पुष्टि नहीं हुई है। हमारे भेजे लिंक से पुष्टि करें।",
  over_email_send_rate_limit: "बहुत ज़्यादा ईमेल भेजे जा चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  over_sms_send_rate_limit: "बहुत ज़्यादा SMS भेजे जा चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  over_request_rate_limit: "बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  weak_password: "यह पासवर्ड कमज़ोर है। कोई लंबा या कम आम पासवर्ड चुनें।",
  same_password: "नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए।",
  otp_expired: "यह कोड गलत है या इसकी मियाद ख़त्म हो गई है।",
  waitSeconds: "सुरक्षा के लिए, आप यह {seconds} सेकंड बाद ही दोबारा माँग सकते हैं।",
  other: "अभी यह नहीं हो पाया। कृपया जो लिखा है उसे जाँचें और फिर कोशिश करें।",
};

export const formAnswersUi: Translation<typeof en.formAnswersUi> = {
  invalid_input: "कृपया हाइलाइट किए गए फ़ील्ड जाँचें।",
  malformed_json: "अनुरोध का डेटा सही JSON नहीं है।",
  payload_too_large: "अनुरोध का डेटा {max} बाइट से बड़ा है।",
  unsupported_media_type: "application/json या application/x-www-form-urlencoded भेजें।",
  cross_origin: "दूसरी साइटों से आए अनुरोध स्वीकार नहीं किए जाते।",
  rate_limited: "बहुत ज़्यादा अनुरोध आए। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
  challenge_required:
    "इस समय बहुत सारे फ़ॉर्म आ रहे हैं: इसे भेजने के लिए फ़ॉर्म की स्क्रिप्ट को एक छोटी जाँच पूरी करनी होगी।",
  backend_unavailable: "सेवा अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।",
};
