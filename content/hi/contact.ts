import type * as en from "@/content/contact";
import type { Translation } from "@/content/translation";

export const contact: Translation<typeof en.contact> = {
  hero: {
    eyebrow: "संपर्क",
    description:
      "प्लेटफ़ॉर्म के बारे में सवाल, अपनी टीम के लिए डेमो या साझेदारी का कोई आइडिया? हमें मैसेज भेजें, हम जल्द से जल्द आपको जवाब देंगे।",
    wayOn: {
      prompt: "पहले एक नज़र डालना चाहते हैं?",
      label: "देखें कि प्लेटफ़ॉर्म के हिस्से आपस में कैसे जुड़ते हैं",
      href: "/platform",
    },
  },
  details: {
    title: "संपर्क की जानकारी",
    description: "लिखें, फ़ोन करें या पुणे में हमारे ऑफ़िस आएँ।",
    email: "ई-मेल",
    phone: "फ़ोन",
    office: "ऑफ़िस",
  },
  hours: { title: "ऑफ़िस का समय" },
  form: { title: "हमें मैसेज भेजें", description: "सभी फ़ील्ड भरना ज़रूरी है।" },
};
