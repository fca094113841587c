import type * as en from "@/content/footer";
import type { Translation } from "@/content/translation";

export const footerColumns: Translation<typeof en.footerColumns> = [
  {
    title: "प्लेटफ़ॉर्म",
    items: [
      { title: "AI अपडेट्स", path: "/ai-updates" },
      { title: "कीमतें", path: "/pricing-page" },
      { title: "एंटरप्राइज़ सॉल्यूशंस", path: "/enterprise" },
      { title: "नॉलेज हब" },
      { title: "कम्युनिटी", path: "/community" },
    ],
  },
  {
    title: "संसाधन",
    items: [
      { title: "ब्लॉग" },
      { title: "केस स्टडी" },
      { title: "इवेंट्स" },
      { title: "हेल्प सेंटर" },
      { title: "अक्सर पूछे जाने वाले सवाल" },
    ],
  },
  {
    title: "कंपनी",
    items: [
      { title: "हमारे बारे में", path: "/about" },
      { title: "करियर" },
      { title: "संपर्क करें", path: "/contact" },
      { title: "पार्टनर" },
    ],
  },
  {
    title: "कानूनी",
    items: [
      { title: "प्राइवेसी पॉलिसी", path: "/privacy" },
      { title: "सेवा की शर्तें", path: "/terms" },
      { title: "कुकी पॉलिसी" },
      { title: "सुरक्षा" },
    ],
  },
];
