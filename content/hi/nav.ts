import type * as en from "@/content/nav";
import type { Translation } from "@/content/translation";

export { isActive } from "@/content/nav";

export const mainNav: Translation<typeof en.mainNav> = [
  {
    title: "प्लेटफ़ॉर्म",
    path: "/platform",
    submenu: [
      {
        title: "करियर डेवलपमेंट",
        path: "/career-development",
        description: "आपका AI करियर ऑपरेटिंग सिस्टम: खुद को समझने से लेकर नौकरी के लिए तैयार होने तक।",
      },
      {
        title: "FinCode",
        path: "/fincode",
        description: "फ़ाइनेंस इंटेलिजेंस: पढ़ाई, AI एजेंट और CFO स्तर के टूल।",
      },
      {
        title: "Let's Advance",
        path: "/lets-advance",
        description: "करियर का सच बताने वाला कंटेंट और कम्युनिटी।",
      },
    ],
  },
  { title: "कीमतें", path: "/pricing-page" },
  { title: "एंटरप्राइज़ सॉल्यूशंस", path: "/enterprise" },
  { title: "हमारे बारे में", path: "/about" },
  { title: "AI अपडेट्स", path: "/ai-updates" },
];

export const OVERVIEW_LABEL: Translation<typeof en.OVERVIEW_LABEL> = "सभी प्लेटफ़ॉर्म एक नज़र में";

export const authLinks: Translation<typeof en.authLinks> = {
  login: { title: "लॉग इन करें", path: "/login" },
  signup: { title: "अपना सफ़र शुरू करें", path: "/signup" },
};
