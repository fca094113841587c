import type { Translation } from "@/content/translation";
import type * as en from "@/content/profile";

export const profilePage: Translation<typeof en.profilePage> = {
  title: "मेरी प्रोफ़ाइल",
  emailConfirmed: "आपके ई-मेल पते की पुष्टि हो चुकी है: वह लिंक अपना काम कर चुका है।",
  name: { title: "आपका नाम", description: "Gurukul Code पर हम आपको इसी नाम से बुलाते हैं।" },
  email: {
    title: "ई-मेल",
    description:
      "हम नए पते और आपके मौजूदा पते, दोनों पर एक पुष्टि लिंक और कोड भेजते हैं; दोनों की पुष्टि होते ही आपका ई-मेल बदल जाता है।",
  },
  phone: {
    title: "मोबाइल नंबर",
    description:
      "इस नंबर और उस पर SMS से आए कोड से लॉग इन करें। नया नंबर तब आपका होता है, जब आप उस पर भेजा गया कोड डालते हैं।",
  },
  signInMethods: {
    title: "साइन-इन के तरीके",
    description: "वे तरीके जिनसे आप इस अकाउंट में लॉग इन कर सकते हैं।",
  },
  password: {
    title: "पासवर्ड",
    setDescription: "आपने Google से साइन अप किया था। अपने ई-मेल से भी लॉग इन करने के लिए एक पासवर्ड सेट करें।",
    changeDescription:
      "नया पासवर्ड चुनने के लिए अपना मौजूदा पासवर्ड डालें। आपके बाकी डिवाइस साइन आउट हो जाएँगे।",
  },
  subscriptions: {
    title: "मेरी सब्सक्रिप्शन",
    description: "वे लिस्ट जिन पर आपका पता है। किसी से हटते ही बदलाव तुरंत लागू होता है।",
  },
  data: {
    title: "आपका डेटा",
    description:
      "आपके बारे में हमारे पास जो कुछ भी है, उसकी एक कॉपी: आपका अकाउंट, प्रोफ़ाइल, सब्सक्रिप्शन, सहमति के रिकॉर्ड, असेसमेंट के नतीजे, और आपके भेजे संदेश और कॉलबैक अनुरोध।",
    download: "मेरा डेटा डाउनलोड करें",
  },
  deletion: {
    title: "अकाउंट डिलीट करें",
    description: "अपना अकाउंट और उसमें रखा डेटा हटा दें।",
  },
};

export const languageChoice: Translation<typeof en.languageChoice> = {
  title: "भाषा",
  description: "आपकी प्रोफ़ाइल और हमारे हर ई-मेल की भाषा।",
  legend: "मेरी प्रोफ़ाइल दिखाएँ और ई-मेल भेजें",
  options: { en: "English", hi: "हिन्दी" },
  submit: "भाषा सेव करें",
  pending: "सेव हो रहा है...",
  saved: {
    title: "भाषा सेव हो गई",
    description: "अब आपकी प्रोफ़ाइल और हमारे ई-मेल हिन्दी में हैं।",
  },
  failed: "भाषा सेव नहीं हुई",
};
