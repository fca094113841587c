import type * as en from "@/content/account";
import type { Translation } from "@/content/translation";

export const welcome: Translation<typeof en.welcome> = {
  title: "Gurukul Code में आपका स्वागत है",
  description:
    "आपका अकाउंट तैयार है। फ़्री करियर सेल्फ़-असेसमेंट से शुरुआत करें (करीब 8 मिनट), या देखें कि तीनों प्लेटफ़ॉर्म आपस में कैसे जुड़ते हैं।",
  steps: [
    { label: "करियर असेसमेंट दें", href: "/ai-assessment?start" },
    { label: "मेरी प्रोफ़ाइल पर जाएँ", href: "/profile" },
    { label: "प्लेटफ़ॉर्म देखें", href: "/platform" },
  ],
};
