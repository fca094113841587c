import type * as en from "@/content/callback";
import type { Translation } from "@/content/translation";

export { CALLBACK_TOPICS, CALLBACK_WINDOWS } from "@/content/callback";

export const callbackCopy: Translation<typeof en.callbackCopy> = {
  title: "कॉलबैक माँगें",
  description:
    "अपना नाम और मोबाइल नंबर दें, हमारी टीम का कोई सदस्य आपकी सुविधा के समय पर आपको अंग्रेज़ी या हिन्दी में कॉल करेगा।",
  nameLabel: "आपका नाम",
  phoneLabel: "मोबाइल नंबर",
  phoneHint: "भारतीय मोबाइल नंबर, +91 के साथ या उसके बिना।",
  windowLegend: "हम कब कॉल करें?",
  windows: {
    morning: "सुबह, 9 बजे से दोपहर 12 बजे तक",
    afternoon: "दोपहर, 12 बजे से शाम 4 बजे तक",
    evening: "शाम, 4 बजे से रात 8 बजे तक",
  },
  topicLabel: "बात किस बारे में है?",
  topics: {
    courses: "कोर्स और पढ़ाई",
    career: "मेरा करियर और असेसमेंट",
    pricing: "प्लान और कीमतें",
    enterprise: "मेरे कॉलेज या कंपनी के लिए",
    other: "कुछ और",
  },
  submit: "कॉलबैक माँगें",
  pending: "भेजा जा रहा है...",
  sentTitle: "कॉलबैक का अनुरोध मिल गया",
  sentText: (window: string | null) =>
    `हम आपको एक कामकाजी दिन के अंदर, सोमवार से शनिवार, ${window ? `आपके चुने हुए समय पर कॉल करेंगे: ${window} (भारतीय समय)` : "आपके चुने हुए समय पर (भारतीय समय) कॉल करेंगे"}। कॉल +91 नंबर से आएगी।`,
  another: "एक और कॉलबैक माँगें",
  failed: "हम आपका अनुरोध नहीं भेज पाए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
};
