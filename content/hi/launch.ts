import type * as en from "@/content/launch";
import type { Translation } from "@/content/translation";

export { NOTIFY_ANCHOR } from "@/content/launch";

export const launchingSoon: Translation<typeof en.launchingSoon> = {
  hero: {
    eyebrow: "जल्द लॉन्च हो रहा है",
    description:
      "हम Gurukul Code के इस हिस्से को आख़िरी रूप दे रहे हैं। अपना ई-मेल दें और इसे सबसे पहले आज़माने वालों में शामिल हों।",
  },
  features: {
    eyebrow: "एक झलक",
    title: "क्या आ रहा है",
    description: "लॉन्च के साथ आने वाले टूल्स पर पहली नज़र।",
    items: [
      {
        icon: "compass",
        title: "सेल्फ़-डिस्कवरी इंजन",
        description: "कोई राह चुनने से पहले अपनी रुचियों, ख़ूबियों और मूल्यों को समझें।",
      },
      {
        icon: "bot",
        title: "AI करियर असिस्टेंट",
        description: "कभी भी करियर से जुड़े सवाल पूछें और अपनी प्रोफ़ाइल पर आधारित जवाब पाएँ।",
      },
      {
        icon: "rocket",
        title: "स्किल एक्सेलरेटर",
        description: "आपके हिसाब से बने लर्निंग पाथ, जो आपके और आपके लक्ष्य के बीच की कमियाँ दूर करते हैं।",
      },
      {
        icon: "briefcase",
        title: "जॉब-रेडी टूलकिट",
        description: "रिज़्यूमे, पोर्टफ़ोलियो और इंटरव्यू की प्रैक्टिस, जो आपको नौकरी दिलाए।",
      },
      {
        icon: "chart",
        title: "FinCode डेमो",
        description: "फ़ाइनेंस इंटेलिजेंस ख़ुद आज़माएँ: रिसर्च एजेंट और AI वैल्यूएशन मॉडल।",
      },
      {
        icon: "sparkles",
        title: "शुरुआती सदस्यों के फ़ायदे",
        description: "सबसे पहले एक्सेस, फ़ाउंडिंग-मेंबर कीमत और हमारी टीम से सीधा संपर्क।",
      },
    ],
  },
};

export const pricingSoon: Translation<typeof en.pricingSoon> = {
  hero: {
    eyebrow: "कीमतें",
    description:
      "हम ऐसे प्लान तैयार कर रहे हैं जो स्टूडेंट्स, करियर बदलने वालों और टीमों के लिए सही हों। लॉन्च पर फ़ाउंडिंग-मेंबर कीमत पाने के लिए अभी लिस्ट में जुड़ें।",
  },
  promises: {
    eyebrow: "हमारा वादा",
    title: "ऐसी कीमतें जिनके हिसाब से आप योजना बना सकें",
    description: "आख़िरी कीमतें जो भी हों, ये चार बातें नहीं बदलेंगी।",
    items: [
      {
        icon: "piggy-bank",
        title: "किफ़ायती",
        description:
          "कीमतें स्टूडेंट्स और करियर बदलने वालों के हिसाब से, सिर्फ़ कंपनियों के ट्रेनिंग बजट के हिसाब से नहीं।",
      },
      {
        icon: "blocks",
        title: "लचीला",
        description: "छोटे से शुरू करें और अपने लक्ष्य और हालात बदलने पर अपना प्लान बदलें।",
      },
      {
        icon: "eye",
        title: "पारदर्शी",
        description: "जो इस्तेमाल करें, उसकी एक साफ़ कीमत। कोई छिपी फ़ीस नहीं और कोई अचानक चार्ज नहीं।",
      },
      {
        icon: "sparkles",
        title: "भरपूर वैल्यू",
        description: "AI करियर टूल्स, पढ़ाई और मेंटरशिप हर प्लान में, ऐड-ऑन के रूप में अलग से नहीं।",
      },
    ],
  },
};

export const communitySoon: Translation<typeof en.communitySoon> = {
  hero: {
    eyebrow: "कम्युनिटी",
    description:
      "मेंटर्स और साथियों के साथ सबके सामने आगे बढ़ने की जगह: करियर पर ईमानदार बातचीत, साथ मिलकर बनाए प्रोजेक्ट और ऐसे इवेंट्स जो नए रास्ते खोलें।",
  },
  preview: {
    eyebrow: "एक झलक",
    title: "क्या उम्मीद करें",
    description: "यह कम्युनिटी करियर का सच बताने वाले हमारे नेटवर्क Let's Advance से निकली है।",
    items: [
      {
        icon: "users",
        title: "मेंटर सर्कल",
        description: "छोटे ग्रुप, जिन्हें ऐसे प्रैक्टिशनर चलाते हैं जो बताते हैं कि असल में काम कैसा होता है।",
      },
      {
        icon: "blocks",
        title: "साथ मिलकर प्रोजेक्ट",
        description: "साथियों के साथ असली काम बनाएँ और उसे अपने पोर्टफ़ोलियो में जोड़ें।",
      },
      {
        icon: "presentation",
        title: "लाइव सेशन",
        description: "AI के दौर को आकार दे रहे लोगों के साथ वर्कशॉप, AMA और इनोवेशन लैब।",
      },
      {
        icon: "handshake",
        title: "ईमानदार बातचीत",
        description: "करियर के बारे में कुछ भी पूछें और उन लोगों से सुनें जो उस दौर से गुज़र चुके हैं।",
      },
    ],
  },
};
