import type * as en from "@/content/calls-to-action";
import type { Translation } from "@/content/translation";

export const beginAssessment: Translation<typeof en.beginAssessment> = {
  label: "अपना असेसमेंट शुरू करें",
  href: "/ai-assessment",
};

export const exploreCareerDevelopment: Translation<typeof en.exploreCareerDevelopment> = {
  label: "करियर डेवलपमेंट देखें",
  href: "/career-development",
};

export const joinCommunity: Translation<typeof en.joinCommunity> = {
  label: "हमारी कम्युनिटी से जुड़ें",
  href: "/community",
};

export const scheduleDemo: Translation<typeof en.scheduleDemo> = {
  label: "डेमो बुक करें",
  href: "/contact?subject=Schedule%20a%20demo",
};

export const createAccount: Translation<typeof en.createAccount> = {
  label: "अपना फ़्री अकाउंट बनाएँ",
  href: "/signup",
};
