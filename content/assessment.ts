import { exploreCareerDevelopment } from "@/content/calls-to-action";
import type { CtaCopy, HeroCopy, SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { Feature } from "@/content/types";

export const assessment: {
  hero: Omit<HeroCopy, "actions"> & { startLabel: string };
  pillars: SectionCopy & { items: Tuple<WithIcon<Feature>, 5> };
  steps: SectionCopy & { items: Tuple<Feature, 4> };
  benefits: SectionCopy & { items: Tuple<WithIcon<Feature>, 4> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "AI Career Assessment",
    description:
      "Answer questions about what you enjoy, what you're good at and what matters to you. Our AI turns your answers into a clear picture of the careers that suit you and the steps to reach them.",
    startLabel: "Start Assessment",
  },
  pillars: {
    eyebrow: "What we measure",
    title: "Five pillars of who you are",
    description:
      "Good career advice looks at the whole person. The assessment measures five dimensions and reads them together.",
    items: [
      {
        icon: "star",
        title: "Interests",
        description:
          "The subjects, problems and activities that hold your attention and give you energy.",
      },
      {
        icon: "zap",
        title: "Skills",
        description: "What you already do well, and the abilities you are ready to build next.",
      },
      {
        icon: "user",
        title: "Personality",
        description:
          "How you think, decide and work with others, and the settings where you do your best work.",
      },
      {
        icon: "compass",
        title: "Values and work preferences",
        description:
          "What you need from work: impact, stability, flexibility, recognition, a team or independence.",
      },
      {
        icon: "flag",
        title: "Motivation and goals",
        description:
          "What drives you, where you want to be in a few years and what success means to you.",
      },
    ],
  },
  steps: {
    eyebrow: "The process",
    title: "How it works",
    description: "Four steps, at your own pace.",
    items: [
      {
        title: "Answer honestly",
        description:
          "Work through short, adaptive questions. There are no right or wrong answers, only yours.",
      },
      {
        title: "AI builds your profile",
        description:
          "Our models combine your five pillars into one profile and compare it with real roles and the skills in demand.",
      },
      {
        title: "See your matches",
        description:
          "Get careers ranked by fit, with the reasons behind each match and the gaps to close.",
      },
      {
        title: "Plan your next move",
        description: "Turn your results into a learning roadmap and talk it through with a mentor.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What you get",
    description: "More than a personality quiz: a starting point you can act on.",
    items: [
      {
        icon: "eye",
        title: "Clarity",
        description:
          "Know which careers fit you and why, instead of guessing or following the crowd.",
      },
      {
        icon: "target",
        title: "Focus",
        description: "See which skills to build first, so your time goes where it counts.",
      },
      {
        icon: "rocket",
        title: "A roadmap",
        description:
          "Step-by-step learning paths that connect your results to courses and projects.",
      },
      {
        icon: "briefcase",
        title: "Market reality",
        description: "Matches grounded in the roles employers are hiring for today and tomorrow.",
      },
    ],
  },
  cta: {
    title: "Turn self\u2011knowledge into a career plan",
    description:
      "The assessment is the first step of our AI career operating system. See what comes after it.",
    actions: [exploreCareerDevelopment],
  },
};
