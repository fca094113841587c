import { beginAssessment } from "@/content/calls-to-action";
import { claims } from "@/content/claims";
import type { CtaCopy, HeroCopy, SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { CallToAction, Feature, Stat } from "@/content/types";

export type CareerFeature = WithIcon<Feature> & {
  /** A hands-on preview; only the Self-Discovery Engine has one so far. */
  demo?: CallToAction;
};

export type JourneyStep = Feature;

export type SuccessStory = {
  name: string;
  role: string;
  before: string;
  quote: string;
};

const launchingSoon = "/launching-soon";
const startJourney: CallToAction = { label: "Start Your Journey", href: launchingSoon };

export const careerDevelopment: {
  hero: HeroCopy;
  features: SectionCopy & { items: Tuple<CareerFeature, 6> };
  journey: SectionCopy & { steps: JourneyStep[] };
  impact: SectionCopy & { stats: Tuple<Stat, 4> };
  stories: SectionCopy & { items: Tuple<SuccessStory, 2> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "Career Development",
    description:
      "One platform that learns who you are, maps where the market is going and guides every step from self-discovery to your next offer letter, with AI that explains itself and mentors who have walked the path. It opens soon: start your journey on the early list.",
    actions: [startJourney, { label: "See How It Works", href: "#journey" }],
  },
  features: {
    eyebrow: "Features",
    title: "Everything you need to grow, in one place",
    description:
      "Six connected tools share one profile of you, so every recommendation builds on the last.",
    items: [
      {
        icon: "compass",
        title: "Self-Discovery Engine",
        description:
          "Short assessments of your interests, strengths, personality and values add up to a clear picture of the work that suits you.",
        demo: { label: "Try Demo", href: launchingSoon },
      },
      {
        icon: "bot",
        title: "AI Career Assistant",
        description:
          "Ask about roles, salaries or your next step at any hour and get answers grounded in your own profile.",
      },
      {
        icon: "zap",
        title: "Skill Accelerator",
        description:
          "Personalised learning paths close your skills gaps with short, practical modules and real projects.",
      },
      {
        icon: "briefcase",
        title: "Job-Ready Toolkit",
        description:
          "Resume and profile polishing, AI mock interviews and application tracking, all in one place.",
      },
      {
        icon: "handshake",
        title: "Mentor Connect",
        description:
          "Book time with industry mentors who review your plan and tell you what the job is really like.",
      },
      {
        icon: "gauge",
        title: "Progress Dashboard",
        description:
          "Watch your readiness grow through milestones and skill scores you can share with mentors and employers.",
      },
    ],
  },
  journey: {
    eyebrow: "How it works",
    title: "Your journey, step by step",
    description: "A clear path from not knowing where to start to thriving in the role you chose.",
    steps: [
      {
        title: "Discover",
        description:
          "Take the self-discovery assessment and learn what energises you and where you excel.",
      },
      {
        title: "Explore",
        description:
          "Compare matched roles, preview a day in each and see exactly which skills they need.",
      },
      {
        title: "Build",
        description:
          "Follow your learning path, finish projects and grow a portfolio that proves what you can do.",
      },
      {
        title: "Launch",
        description:
          "Sharpen your resume, rehearse interviews with AI and apply with a mentor in your corner.",
      },
      {
        title: "Grow",
        description:
          "Keep learning on the job with check-ins and new goals, and a plan that changes as you do.",
      },
    ],
  },
  impact: {
    eyebrow: "Impact",
    title: "Results that change careers",
    description: "What learners report after following their Gurukul Code plan.",
    stats: [
      claims.careerSatisfaction,
      claims.salaryIncrease,
      claims.fasterTransitions,
      { value: "24/7", label: "Access to your AI career assistant" },
    ],
  },
  stories: {
    eyebrow: "Success stories",
    title: "Learners who made the move",
    items: [
      {
        name: "Priya Deshmukh",
        role: "Data Analyst at a fintech start-up, Pune",
        before: "Previously a B.Com graduate unsure of her next step",
        quote:
          "I knew I liked numbers but not which job that meant. The assessment pointed me to analytics, the Skill Accelerator filled my SQL and Python gaps, and my mentor's mock interviews got me through every round. Six months later I had an offer I was proud of.",
      },
      {
        name: "Arjun Nair",
        role: "Product Manager at a SaaS company, Bengaluru",
        before: "Previously a mechanical engineer in manufacturing",
        quote:
          "Changing fields after six years felt risky. The role simulations showed me that product work suited how I already solved problems, and my transition plan broke the switch into steps I could manage alongside my job.",
      },
    ],
  },
  cta: {
    title: "Your next chapter starts with one step",
    description:
      "Begin with self-discovery and come away with a plan, the skills and the confidence to act on it.",
    actions: [startJourney, beginAssessment],
  },
};
