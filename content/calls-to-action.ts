import type { CallToAction } from "@/content/types";

// Calls to action that more than one page makes, worded and linked the same everywhere.

export const beginAssessment: CallToAction = {
  label: "Begin Your Assessment",
  href: "/ai-assessment",
};

export const exploreCareerDevelopment: CallToAction = {
  label: "Explore Career Development",
  href: "/career-development",
};

export const joinCommunity: CallToAction = { label: "Join Our Community", href: "/community" };

export const scheduleDemo: CallToAction = {
  label: "Schedule Demo",
  href: "/contact?subject=Schedule%20a%20demo",
};

export const createAccount: CallToAction = { label: "Create your free account", href: "/signup" };
