import { beginAssessment, createAccount } from "@/content/calls-to-action";
import type { CtaCopy, HeroCopy, SectionCopy, Tuple } from "@/content/copy-types";
import type { Feature } from "@/content/types";

/** /get-started: registration is open, and what an account gives today. */
export const registration: {
  hero: HeroCopy;
  today: SectionCopy & { items: Tuple<Feature, 3> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "Your account",
    description:
      "Registration is open. Create your free Gurukul Code profile with your e-mail or Google account and start your personalised journey today.",
    actions: [createAccount, { label: "Log In", href: "/login" }],
  },
  today: {
    eyebrow: "Available now",
    title: "What your account gives you today",
    description: "More arrives as each platform opens; your profile carries over.",
    items: [
      {
        title: "The career self-assessment",
        description:
          "Forty statements across five pillars, a result you can print, and three career directions that fit you, saved on your profile.",
      },
      {
        title: "A callback from our team",
        description:
          "Ask for a call at a time that suits you, in English or Hindi, about courses, careers or plans.",
      },
      {
        title: "Your data, in your hands",
        description:
          "Download everything we hold about you, or delete your account, from your profile at any time.",
      },
    ],
  },
  cta: {
    title: "Start with the assessment",
    description:
      "It takes about 8 minutes and works before you sign up; your answers wait for you.",
    actions: [beginAssessment],
  },
};
