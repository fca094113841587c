import { beginAssessment, createAccount, scheduleDemo } from "@/content/calls-to-action";
import type {
  CtaCopy,
  HeroCopy,
  IconName,
  SectionCopy,
  Tuple,
  WithIcon,
} from "@/content/copy-types";
import type { SitePath } from "@/content/routes";
import type { Feature, PlatformCard } from "@/content/types";

export type Platform = PlatformCard & {
  icon: IconName;
  href: SitePath;
  features: Tuple<string, 4>;
  /** Who the platform serves first; shown on the platform overview. */
  idealFor: string;
};

/** The label of every link from a platform card to its page. */
export const exploreLabel = "Explore Platform";

/** The two labels of a platform's row on /platform. */
export const overviewLabels = { idealFor: "Ideal for:", inside: "What's inside" };

export const platforms: Tuple<Platform, 3> = [
  {
    icon: "compass",
    title: "Career Development",
    subtitle: "Your AI career operating system",
    description:
      "Understand who you are, see where the job market is heading and follow a plan that takes you from first insight to first offer.",
    href: "/career-development",
    features: [
      "Self-Discovery Engine",
      "AI Career Assistant",
      "Skill Accelerator",
      "Job-Ready Toolkit",
    ],
    idealFor: "Students, graduates and professionals planning their next move.",
  },
  {
    icon: "chart",
    title: "FinCode",
    subtitle: "The finance intelligence platform",
    description:
      "Learn finance the way the industry now works, with AI research agents, automated models and practical tools for professionals, small businesses and investors.",
    href: "/fincode",
    features: [
      "Finance learning and certification paths",
      "AI research and modelling agents",
      "CFO-as-a-Service for small businesses",
      "Robo-advisory and wealth tools",
    ],
    idealFor: "Finance students, analysts, small businesses and institutions.",
  },
  {
    icon: "users",
    title: "Let's Advance",
    subtitle: "The content and community network for career truth",
    description:
      "Honest insight about work, practical knowledge from people who do the job and a community that helps you act on both.",
    href: "/lets-advance",
    features: [
      "Insights, news and AI analysis",
      "How-to guides and case studies",
      "Certification courses and mentorship",
      "Innovation labs and group projects",
    ],
    idealFor: "Anyone who wants straight answers about careers and people to grow with.",
  },
];

export const platformOverview: {
  hero: HeroCopy;
  platforms: SectionCopy;
  principles: SectionCopy & { items: Tuple<WithIcon<Feature>, 4> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "The platform",
    description:
      "Career Development, FinCode and Let's Advance each solve a different part of building a career in the AI era. Together they take you from knowing yourself, to mastering your field, to growing with a community.",
    actions: [
      { label: "Compare the Platforms", href: "#platforms" },
      { label: "Registration is open", href: "/get-started" },
    ],
  },
  platforms: {
    title: "Three platforms, one ecosystem",
    description:
      "Start with the platform that fits your goal today. Your profile, progress and mentors come with you when you add another.",
  },
  principles: {
    title: "What connects them",
    description: "The same promises hold on every platform, whichever one you start with.",
    items: [
      {
        icon: "user",
        title: "One profile, everywhere",
        description:
          "Your assessments, skills and goals travel with you, so each platform starts from what the others already know.",
      },
      {
        icon: "shield",
        title: "Ethical, explainable AI",
        description:
          "Every recommendation shows why it was made. You stay in charge of your data and your decisions.",
      },
      {
        icon: "handshake",
        title: "Mentors in the loop",
        description:
          "AI does the heavy lifting; experienced people review plans, answer hard questions and keep you honest.",
      },
      {
        icon: "gauge",
        title: "Progress you can see",
        description:
          "Milestones, skill scores and outcomes are tracked in one place, so you always know what to do next.",
      },
    ],
  },
  cta: {
    title: "Find the right place to start",
    description:
      "Registration is open: create your free account, take the career assessment to see which platform fits you first, or book a walkthrough with our team.",
    actions: [createAccount, beginAssessment, scheduleDemo],
  },
};
