import type * as en from "@/content/ai-updates";
import type { Translation } from "@/content/translation";

export const aiUpdates: Translation<typeof en.aiUpdates> = {
  hero: { eyebrow: "हर कुछ मिनट में अपडेट" },
  wayOn: {
    prompt: "ख़बर तो बस शुरुआत है। उस पर अमल करने के लिए:",
    label: "देखें कि करियर डेवलपमेंट आपकी स्किल्स को कैसे आगे रखता है",
    href: "/career-development",
  },
};
