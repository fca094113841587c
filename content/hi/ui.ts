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
};
