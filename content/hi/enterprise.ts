import type * as en from "@/content/enterprise";
import { scheduleDemo } from "@/content/hi/calls-to-action";
import { claims } from "@/content/hi/claims";
import type { Translation } from "@/content/translation";

const { costReduction } = claims;

export const enterprise: Translation<typeof en.enterprise> = {
  hero: {
    eyebrow: "एंटरप्राइज़ सॉल्यूशंस",
    description:
      "जानें कि आपके पास कौन-सी स्किल्स हैं, जिन स्किल्स की ज़रूरत है उन्हें तैयार करें और अपने ही लोगों में से लीडर्स तैयार करें। Gurukul Code HR, L&D और बिज़नेस लीडर्स को उनके टैलेंट की AI पर आधारित एक ही तस्वीर देता है।",
    actions: [
      scheduleDemo,
      { label: "सेल्स टीम से संपर्क करें", href: "/contact?subject=Sales%20enquiry" },
    ],
  },
  features: {
    eyebrow: "क्षमताएँ",
    title: "आपकी टैलेंट रणनीति के लिए ज़रूरी सब कुछ",
    description: "चार क्षमताएँ जो भर्ती, लर्निंग और तरक्की में साथ मिलकर काम करती हैं।",
    items: [
      {
        icon: "network",
        title: "स्किल्स इंटेलिजेंस",
        description:
          "हर टीम की स्किल्स को उन रोल्स से मिलाएँ जिनकी आपको आगे ज़रूरत है, और कमियों को आपकी रफ़्तार धीमी करने से पहले पहचानें।",
      },
      {
        icon: "graduation",
        title: "बड़े पैमाने पर लर्निंग",
        description:
          "आपके हिसाब से बने लर्निंग पाथ, बूटकैंप और मेंटरशिप, जो हर कर्मचारी के हिसाब से ढलते हैं और असली प्रोग्रेस बताते हैं।",
      },
      {
        icon: "chart",
        title: "टैलेंट एनालिटिक्स",
        description:
          "पाइपलाइन की सेहत, अंदरूनी मोबिलिटी और उत्तराधिकार की तैयारी के डैशबोर्ड, HR और लीडरशिप के लिए बने।",
      },
      {
        icon: "blocks",
        title: "इंटीग्रेशन और API",
        description:
          "अपने HRIS, LMS और सिंगल साइन-ऑन को जोड़ें, या अपने लोगों के लिए प्लेटफ़ॉर्म को व्हाइट-लेबल करें।",
      },
    ],
  },
  benefits: {
    eyebrow: "फ़ायदे",
    title: "संगठन Gurukul Code को क्यों चुनते हैं",
    description: "कैंपस भर्ती से लेकर बोर्डरूम तक, AI पर आधारित टैलेंट इंटेलिजेंस पूरे संगठन में फ़ायदा देती है।",
    items: [
      "कैंपस से लीडरशिप तक टैलेंट की लगातार पाइपलाइन",
      "स्किल गैप जल्दी पहचाने जाते हैं और सटीक लर्निंग से भरे जाते हैं",
      "अंदाज़े पर नहीं, डेटा पर टिकी उत्तराधिकार योजनाएँ",
      `${costReduction.value} ${costReduction.label}`,
      "अंदरूनी बदलाव तेज़ी से, जिससे आपके सबसे अच्छे लोग आपके साथ बने रहें",
    ],
    security: {
      icon: "shield",
      title: "ऐसी सुरक्षा जिस पर आप मुहर लगा सकें",
      description:
        "SOC 2 अनुपालन, सिंगल साइन-ऑन, रोल के हिसाब से एक्सेस और ट्रांज़िट व स्टोरेज दोनों में एन्क्रिप्शन आपके लोगों के डेटा को सुरक्षित रखते हैं।",
    },
  },
  cta: {
    title: "AI\u2011रेडी वर्कफ़ोर्स बनाने के लिए तैयार हैं?",
    description: "हमें अपनी टीमों और लक्ष्यों के बारे में बताएँ, और हम आपके हिसाब से एक प्लान और कोटेशन तैयार करेंगे।",
    actions: [{ label: "एंटरप्राइज़ कोटेशन पाएँ", href: "/contact?subject=Enterprise%20quote" }],
  },
};
