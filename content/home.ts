import type { HeroCopy, SectionCopy, Tuple } from "@/content/copy-types";

export const homeHero: HeroCopy & { tags: Tuple<string, 3>; tagline: string } = {
  tags: ["Hyper-Personalized", "Future-Proof", "Career Acceleration"],
  tagline: "Purpose-driven growth, powered by ethical AI.",
  description:
    "Gurukul Code blends the guidance of traditional mentorship with AI-driven career development, so you can find the work that fits you, build the skills it asks for and grow with people who want you to succeed.",
  actions: [
    { label: "Explore Platforms", href: "#platforms" },
    { label: "About Gurukul Code", href: "/about" },
  ],
};

export const homeSections: Record<
  "platforms" | "audiences" | "claims" | "newsletter",
  SectionCopy
> = {
  platforms: {
    eyebrow: "Our platforms",
    title: "Three platforms, one purpose",
    description:
      "Each platform stands on its own and works better together: discover your path, master your field and grow with a community that tells you the truth.",
  },
  audiences: {
    eyebrow: "Built for every stage",
    title: "Who is it for?",
    description:
      "From a first-year student to a founder weighing an investment, Gurukul Code meets you where you are and helps you take the next step.",
  },
  claims: {
    eyebrow: "Outcomes",
    title: "Growth you can measure",
    description:
      "Guidance is only as good as what it changes. These are the results our learners and partners tell us about.",
  },
  newsletter: {
    eyebrow: "Newsletter",
    title: "Stay ahead of the AI curve",
    description:
      "The AI news that matters for your career and your finances, with a practical next step, delivered to your inbox.",
  },
};

/** Under the newsletter's field, until a message takes its place. */
export const newsletterFinePrint = "Every e-mail carries a one-click unsubscribe link.";
