import type * as en from "@/content/routes";
import type { SitePath } from "@/content/routes";
import type { Translation } from "@/content/translation";

export const siteRoutes: Translation<typeof en.siteRoutes> = [
  {
    path: "/",
    title: "AI के दौर में करियर, फ़ाइनेंस और पढ़ाई",
    description:
      "AI के दौर के लिए काम, पढ़ाई और मकसद को नए सिरे से सोचें: पूरी तरह आपके हिसाब से करियर इंटेलिजेंस, फ़ाइनेंस टूल्स और नैतिक AI पर बनी कम्युनिटी।",
    heading: "AI के दौर में काम, पढ़ाई और मकसद को नए सिरे से सोचें",
    kind: "marketing",
  },
  {
    path: "/platform",
    title: "प्लेटफ़ॉर्म",
    description:
      "तीन जुड़े हुए प्लेटफ़ॉर्म: करियर डेवलपमेंट, FinCode और Let's Advance। AI के साथ करियर बढ़ाने का एक इकोसिस्टम।",
    heading: "आपकी तरक्की के हर पड़ाव के लिए एक इकोसिस्टम",
    kind: "marketing",
  },
  {
    path: "/career-development",
    title: "करियर डेवलपमेंट",
    description:
      "एक AI करियर ऑपरेटिंग सिस्टम: सेल्फ़-डिस्कवरी इंजन, AI करियर असिस्टेंट, स्किल एक्सेलरेटर और जॉब-रेडी टूलकिट।",
    heading: "आपका AI करियर ऑपरेटिंग सिस्टम",
    kind: "marketing",
  },
  {
    path: "/fincode",
    title: "FinCode — फ़ाइनेंस इंटेलिजेंस",
    description:
      "FinCode फ़ाइनेंस की पढ़ाई, AI रिसर्च एजेंट, CFO-as-a-Service और रोबो-एडवाइज़री को एक मॉड्यूलर सूट में साथ लाता है।",
    heading: "फ़ाइनेंस इंटेलिजेंस, AI के दौर के लिए बनी",
    kind: "marketing",
  },
  {
    path: "/lets-advance",
    title: "Let's Advance — करियर का सच",
    description:
      "Let's Advance करियर का सच बताने वाला कंटेंट और कम्युनिटी नेटवर्क है: इनसाइट्स, ज्ञान और ऐसे प्रोग्राम जो आपको आगे बढ़ाएँ।",
    heading: "करियर का सच बताने वाला कंटेंट और कम्युनिटी नेटवर्क",
    kind: "marketing",
  },
  {
    path: "/about",
    title: "हमारे बारे में",
    description:
      "Gurukul Code क्यों है: मार्गदर्शन की गुरुकुल परंपरा, नैतिक AI के साथ नए सिरे से बनी, ऐसी दुनिया के लिए जहाँ काम लगातार बदल रहा है।",
    heading: "मार्गदर्शन का प्राचीन ज्ञान, AI के दौर के लिए नए रूप में",
    kind: "marketing",
  },
  {
    path: "/enterprise",
    title: "एंटरप्राइज़ सॉल्यूशंस",
    description:
      "संगठनों के लिए टैलेंट इंटेलिजेंस: स्किल्स मैपिंग, बड़े पैमाने पर लर्निंग, एनालिटिक्स और इंटीग्रेशन, SOC 2 को ध्यान में रखकर बनी सुरक्षा के साथ।",
    // A non-breaking hyphen: "AI-" must not end a line with "रेडी" on the next.
    heading: "AI\u2011रेडी एंटरप्राइज़ के लिए टैलेंट इंटेलिजेंस",
    kind: "marketing",
  },
  {
    path: "/pricing-page",
    title: "कीमतें",
    description:
      "कीमतें जल्द आ रही हैं। फ़ाउंडिंग-मेंबर कीमत के लिए लिस्ट में जुड़ें: किफ़ायती, लचीली, पारदर्शी और भरपूर वैल्यू वाली।",
    heading: "कीमतें जल्द आ रही हैं",
    kind: "marketing",
  },
  {
    path: "/launching-soon",
    title: "जल्द लॉन्च हो रहा है",
    description: "Gurukul Code का यह हिस्सा जल्द लॉन्च हो रहा है। अपना ई-मेल दें और सबसे पहले जानें।",
    heading: "हम जल्द लॉन्च कर रहे हैं",
    kind: "marketing",
  },
  {
    path: "/contact",
    title: "संपर्क करें",
    description: "पुणे में Gurukul Code टीम से बात करें: ई-मेल, फ़ोन, ऑफ़िस का समय और मैसेज फ़ॉर्म।",
    heading: "आइए बात करें",
    kind: "marketing",
  },
  {
    path: "/ai-assessment",
    title: "AI करियर असेसमेंट",
    description:
      "पाँच स्तंभों पर करियर असेसमेंट — रुचियाँ, स्किल्स, व्यक्तित्व, मूल्य और प्रेरणा — जो दिखाता है कि आगे आप कहाँ फ़िट होते हैं।",
    heading: "वह करियर खोजें जो आपके स्वभाव से मेल खाता है",
    kind: "marketing",
  },
  {
    path: "/community",
    title: "कम्युनिटी",
    description: "Gurukul Code कम्युनिटी जल्द आ रही है: मेंटर्स, साथी और प्रोजेक्ट। लॉन्च पर सूचना पाएँ।",
    heading: "हमारी कम्युनिटी जल्द आ रही है",
    kind: "marketing",
  },
  {
    path: "/ai-updates",
    title: "AI अपडेट्स",
    description: "जाने-माने रिसर्च लैब्स और टेक पब्लिकेशंस से AI की ताज़ा ख़बरें, जो हर कुछ मिनट में अपडेट होती हैं।",
    heading: "AI अपडेट्स",
    kind: "feed",
  },
  {
    path: "/tech-insights",
    title: "टेक इनसाइट्स एजेंट",
    description:
      "एक AI एजेंट जो टेक्नोलॉजी की ख़बरों और रिसर्च को आपके करियर के काम की जानकारी में बदलता है। जल्द आ रहा है।",
    heading: "टेक इनसाइट्स",
    kind: "agent",
  },
  {
    path: "/finance-advisor",
    title: "फ़ाइनेंस एडवाइज़र एजेंट",
    description: "पर्सनल फ़ाइनेंस के लिए एक AI एजेंट: बजट, लक्ष्य और आसान भाषा में समझाई गई बातें। जल्द आ रहा है।",
    heading: "फ़ाइनेंस एडवाइज़र",
    kind: "agent",
  },
  {
    path: "/education-assistant",
    title: "एजुकेशन असिस्टेंट एजेंट",
    description:
      "पढ़ाई का एक AI साथी जो आपकी लर्निंग की योजना बनाता है और मुश्किल बातें आसानी से समझाता है। जल्द आ रहा है।",
    heading: "एजुकेशन असिस्टेंट",
    kind: "agent",
  },
  {
    path: "/career-advisor",
    title: "करियर एडवाइज़र एजेंट",
    description: "करियर के फ़ैसलों के लिए एक AI एजेंट: सही रोल, स्किल गैप और अगले कदम। जल्द आ रहा है।",
    heading: "करियर एडवाइज़र",
    kind: "agent",
  },
  {
    path: "/learning-center",
    title: "लर्निंग सेंटर",
    description: "गाइडेड लर्निंग पाथ, लाइव बैच और AI स्टडी टूल्स, सब एक ही जगह। लर्निंग सेंटर जल्द खुल रहा है।",
    heading: "लर्निंग सेंटर",
    kind: "coming-soon",
  },
  {
    path: "/career-center",
    title: "करियर सेंटर",
    description:
      "नौकरी की तैयारी के संसाधन, मॉक इंटरव्यू और मेंटर्स से मिलने का तय समय। करियर सेंटर जल्द खुल रहा है।",
    heading: "करियर सेंटर",
    kind: "coming-soon",
  },
  {
    path: "/explore-courses",
    title: "कोर्स कैटलॉग",
    description: "करियर, AI और फ़ाइनेंस के कोर्स, उन स्किल्स से जुड़े जो कंपनियाँ माँगती हैं। कैटलॉग जल्द खुल रहा है।",
    heading: "कोर्स कैटलॉग",
    kind: "coming-soon",
  },
  {
    path: "/get-started",
    title: "रजिस्ट्रेशन",
    description: "रजिस्ट्रेशन शुरू है: अपनी फ़्री Gurukul Code प्रोफ़ाइल बनाएँ और अपना पर्सनलाइज़्ड सफ़र शुरू करें।",
    heading: "रजिस्ट्रेशन",
    kind: "marketing",
  },
  {
    path: "/coming-soon",
    title: "साझेदारी",
    description:
      "यूनिवर्सिटी, कंपनियाँ और क्रिएटर्स: हमारा पार्टनर प्रोग्राम जल्द खुल रहा है। हमें आपके साथ मिलकर काम करना अच्छा लगेगा।",
    heading: "साझेदारी",
    kind: "coming-soon",
  },
  {
    path: "/privacy",
    title: "प्राइवेसी नोटिस",
    description:
      "Gurukul Code हर फ़ॉर्म और अकाउंट से क्या जानकारी लेता है, क्यों, कितने समय तक, उसे कौन संभालता है, और आप उसे कैसे देखें, सुधारें, डाउनलोड करें या मिटाएँ।",
    heading: "प्राइवेसी नोटिस",
    kind: "legal",
  },
  {
    path: "/terms",
    title: "सेवा की शर्तें",
    description: "Gurukul Code वेबसाइट, उसके अकाउंट वाले हिस्से, लिस्ट्स और फ़ॉर्म्स के इस्तेमाल की शर्तें।",
    heading: "सेवा की शर्तें",
    kind: "legal",
  },
];

/** A page's Hindi metadata and heading, by the English path it shares. */
export function getRoute(path: SitePath): Translation<en.SiteRoute> {
  const route = siteRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
