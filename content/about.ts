import type { CtaCopy, HeroCopy, SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { Feature } from "@/content/types";

export const about: {
  hero: Omit<HeroCopy, "actions">;
  purpose: SectionCopy & { items: Tuple<WithIcon<Feature>, 2> };
  values: SectionCopy & { items: Tuple<WithIcon<Feature>, 4> };
  journey: SectionCopy & { steps: Tuple<Feature, 4> };
  layers: SectionCopy & { items: Tuple<WithIcon<Feature>, 6> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "About Gurukul Code",
    description:
      "In a gurukul, learners grew beside a mentor who knew them well. We are rebuilding that bond for the AI era: guidance that is personal, honest and open to everyone, powered by AI that serves people rather than replacing them.",
  },
  purpose: {
    eyebrow: "Why we exist",
    title: "Our mission and vision",
    description:
      "Work is changing faster than schools, degrees and job boards can keep up. We help people find their way with purpose instead of panic.",
    items: [
      {
        icon: "target",
        title: "Mission",
        description:
          "To give every student, professional and career changer a mentor-grade guide: AI that understands who they are, shows them what the market really needs and helps them build the skills to get there.",
      },
      {
        icon: "eye",
        title: "Vision",
        description:
          "A world where nobody drifts into the wrong career for lack of advice, where learning never stops, and where ethical AI widens opportunity instead of narrowing it.",
      },
    ],
  },
  values: {
    eyebrow: "Our values",
    title: "What we stand for",
    description: "Four values shape every product decision we make.",
    items: [
      {
        icon: "compass",
        title: "Purpose before hype",
        description:
          "We measure success by careers that fit, not by clicks. Every feature has to move a learner closer to meaningful work.",
      },
      {
        icon: "shield",
        title: "Ethical AI",
        description:
          "Recommendations that explain themselves and data that stays yours. AI has to earn trust, not assume it.",
      },
      {
        icon: "handshake",
        title: "Mentorship at scale",
        description:
          "Technology extends human guidance; it never replaces it. Mentors and AI work side by side.",
      },
      {
        icon: "trending",
        title: "Lifelong growth",
        description:
          "Careers are no longer a single path. We support learners at every stage, from a first job to a fresh start.",
      },
    ],
  },
  journey: {
    eyebrow: "How we guide you",
    title: "Your journey with us",
    description: "Four steps from uncertainty to a confident next move.",
    steps: [
      {
        title: "Assessment",
        description:
          "Map your interests, skills, personality, values and goals with an AI-guided career assessment.",
      },
      {
        title: "Awareness",
        description:
          "See your strengths and gaps clearly, and how they match the roles growing in the AI economy.",
      },
      {
        title: "Exploration",
        description:
          "Try career paths through simulations, projects and conversations with mentors before you commit.",
      },
      {
        title: "Launch",
        description:
          "Build the skills, portfolio and interview confidence to land the role, then keep growing in it.",
      },
    ],
  },
  layers: {
    eyebrow: "Under the hood",
    title: "The infrastructure behind the ecosystem",
    description:
      "Our platforms share one foundation, so what you learn in one place sharpens the guidance you get everywhere else.",
    items: [
      {
        icon: "sparkles",
        title: "Intelligence layer",
        description:
          "AI models that read your profile and the job market together to recommend your next best step.",
      },
      {
        icon: "blocks",
        title: "Data layer",
        description:
          "Skills taxonomies, role requirements and market signals, kept current and secured by design.",
      },
      {
        icon: "book",
        title: "Learning layer",
        description:
          "Courses, bootcamps and micro-credentials that adapt to your pace and close specific gaps.",
      },
      {
        icon: "briefcase",
        title: "Career layer",
        description:
          "Self-discovery, simulations, resumes and interview coaching in one career operating system.",
      },
      {
        icon: "wallet",
        title: "Finance layer",
        description:
          "FinCode's finance intelligence: research agents, modelling tools and money skills for every career.",
      },
      {
        icon: "users",
        title: "Community layer",
        description:
          "Let's Advance connects learners, mentors and employers around honest stories about work.",
      },
    ],
  },
  cta: {
    title: "Build the future of work with us",
    description:
      "Universities, employers, edtech platforms and mentors: partner with us to bring purpose-driven career guidance to more people.",
    actions: [{ label: "Become a Partner", href: "/coming-soon" }],
  },
};
