import type { SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { Feature } from "@/content/types";

/** The in-page anchor "Get Notified" jumps to: the id of the e-mail field, so it takes focus. */
export const NOTIFY_ANCHOR = "notify";

/** A coming-soon page's hero text; its notify card's copy lives in `content/coming-soon.ts`. */
type ComingSoonHero = { eyebrow: string; description: string };

export const launchingSoon: {
  hero: ComingSoonHero;
  features: SectionCopy & { items: Tuple<WithIcon<Feature>, 6> };
} = {
  hero: {
    eyebrow: "Launching soon",
    description:
      "We're putting the finishing touches on this part of Gurukul Code. Leave your e-mail and you'll be among the first to try it.",
  },
  features: {
    eyebrow: "Sneak peek",
    title: "What's coming",
    description: "A first look at the tools arriving at launch.",
    items: [
      {
        icon: "compass",
        title: "Self-Discovery Engine",
        description: "Understand your interests, strengths and values before you choose a path.",
      },
      {
        icon: "bot",
        title: "AI Career Assistant",
        description: "Ask career questions any time and get answers grounded in your profile.",
      },
      {
        icon: "rocket",
        title: "Skill Accelerator",
        description: "Personalised learning paths that close the gaps between you and your goal.",
      },
      {
        icon: "briefcase",
        title: "Job-Ready Toolkit",
        description: "Resume, portfolio and interview practice that gets you hired.",
      },
      {
        icon: "chart",
        title: "FinCode demos",
        description: "Hands-on finance intelligence: research agents and AI valuation models.",
      },
      {
        icon: "sparkles",
        title: "Early-member perks",
        description: "First access, founding-member pricing and a direct line to our team.",
      },
    ],
  },
};

export const pricingSoon: {
  hero: ComingSoonHero;
  promises: SectionCopy & { items: Tuple<WithIcon<Feature>, 4> };
} = {
  hero: {
    eyebrow: "Pricing",
    description:
      "We're shaping plans that fit students, career changers and teams. Join the list now to get founding-member pricing when we launch.",
  },
  promises: {
    eyebrow: "Our promise",
    title: "Pricing you can plan around",
    description: "Whatever the final numbers, four principles will not change.",
    items: [
      {
        icon: "piggy-bank",
        title: "Affordable",
        description:
          "Priced for students and career changers, not just for corporate training budgets.",
      },
      {
        icon: "blocks",
        title: "Flexible",
        description: "Start small and change your plan as your goals and circumstances change.",
      },
      {
        icon: "eye",
        title: "Transparent",
        description: "One clear price for what you use. No hidden fees and no surprise charges.",
      },
      {
        icon: "sparkles",
        title: "Value-packed",
        description: "AI career tools, learning and mentorship in every plan, not sold as add-ons.",
      },
    ],
  },
};

export const communitySoon: {
  hero: ComingSoonHero;
  preview: SectionCopy & { items: Tuple<WithIcon<Feature>, 4> };
} = {
  hero: {
    eyebrow: "Community",
    description:
      "A place to grow in public with mentors and peers: honest conversations about careers, projects you build together and events that open doors.",
  },
  preview: {
    eyebrow: "Sneak peek",
    title: "What to expect",
    description: "The community grows out of Let's Advance, our network for career truth.",
    items: [
      {
        icon: "users",
        title: "Mentor circles",
        description: "Small groups led by practitioners who share what the job is really like.",
      },
      {
        icon: "blocks",
        title: "Collaborative projects",
        description: "Build real work with peers and add it to your portfolio.",
      },
      {
        icon: "presentation",
        title: "Live sessions",
        description: "Workshops, AMAs and innovation labs with people shaping the AI era.",
      },
      {
        icon: "handshake",
        title: "Honest conversations",
        description: "Ask anything about careers and hear from people who have been there.",
      },
    ],
  },
};
