import type * as en from "@/content/home";
import type { Translation } from "@/content/translation";

export const homeHero: Translation<typeof en.homeHero> = {
  tags: ["पूरी तरह आपके हिसाब से", "भविष्य के लिए तैयार", "करियर में तेज़ बढ़त"],
  tagline: "मकसद के साथ आगे बढ़ें, नैतिक AI के साथ।",
  description:
    "Gurukul Code पारंपरिक गुरु-शिष्य मार्गदर्शन को AI पर आधारित करियर डेवलपमेंट से जोड़ता है, ताकि आप अपने लिए सही काम ढूँढ सकें, उसके लिए ज़रूरी स्किल्स सीख सकें और उन लोगों के साथ आगे बढ़ सकें जो आपकी कामयाबी चाहते हैं।",
  actions: [
    { label: "प्लेटफ़ॉर्म देखें", href: "#platforms" },
    { label: "Gurukul Code के बारे में", href: "/about" },
  ],
};

export const homeSections: Translation<typeof en.homeSections> = {
  platforms: {
    eyebrow: "हमारे प्लेटफ़ॉर्म",
    title: "तीन प्लेटफ़ॉर्म, एक मकसद",
    description:
      "हर प्लेटफ़ॉर्म अपने आप में पूरा है और साथ मिलकर और बेहतर काम करता है: अपनी राह खोजें, अपने क्षेत्र में महारत हासिल करें और ऐसी कम्युनिटी के साथ आगे बढ़ें जो आपको सच बताती है।",
  },
  audiences: {
    eyebrow: "हर पड़ाव के लिए बना",
    title: "यह किसके लिए है?",
    description:
      "पहले साल के स्टूडेंट से लेकर निवेश पर सोच रहे फ़ाउंडर तक, Gurukul Code आप जहाँ हैं वहीं से शुरू करता है और अगला कदम उठाने में आपकी मदद करता है।",
  },
  claims: {
    eyebrow: "नतीजे",
    title: "ऐसी तरक्की जिसे आप माप सकें",
    description:
      "मार्गदर्शन उतना ही अच्छा है जितना वह बदलाव लाता है। ये वे नतीजे हैं जो हमारे लर्नर्स और पार्टनर्स हमें बताते हैं।",
  },
  newsletter: {
    eyebrow: "न्यूज़लेटर",
    title: "AI की दौड़ में आगे रहें",
    description:
      "AI की वे ख़बरें जो आपके करियर और आपके पैसों के लिए मायने रखती हैं, आगे क्या करें इसके एक व्यावहारिक सुझाव के साथ, सीधे आपके इनबॉक्स में।",
  },
};

export const newsletterFinePrint: Translation<typeof en.newsletterFinePrint> =
  "हर ई-मेल में एक क्लिक में अनसब्सक्राइब करने का लिंक होता है।";
