import type { CtaCopy, HeroCopy, SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { Agent, Feature, Offering } from "@/content/types";

export type FinCodeOffering = WithIcon<Offering> & { features: Tuple<string, 5> };
export type FinCodeAgent = WithIcon<Agent>;
export type FinCodeClaim = WithIcon<Feature>;

const launchingSoon = "/launching-soon";

export const fincode: {
  hero: HeroCopy;
  claims: SectionCopy & { items: Tuple<FinCodeClaim, 4> };
  offerings: SectionCopy & { items: Tuple<FinCodeOffering, 4> };
  agents: SectionCopy & { items: Tuple<FinCodeAgent, 4> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "FinCode",
    description:
      "FinCode brings finance education, AI research agents and ready-to-use financial tools together in one modular suite, for students building a finance career, professionals who want to move faster and businesses that need CFO-grade insight.",
    actions: [
      { label: "Explore FinCode Demo", href: launchingSoon },
      { label: "Build AI Valuation Model", href: launchingSoon },
    ],
  },
  claims: {
    eyebrow: "Why FinCode",
    title: "Built for how finance works now",
    items: [
      {
        icon: "target",
        title: "AI-powered accuracy",
        description:
          "Research and models are cross-checked by AI agents, and every figure traces back to its source.",
      },
      {
        icon: "clock",
        title: "Time-saving automation",
        description:
          "Data pulls, model builds and pitch decks are automated, so your time goes into judgement.",
      },
      {
        icon: "blocks",
        title: "Modular product suite",
        description:
          "Start with one module and add more as you grow. Each works alone and better together.",
      },
      {
        icon: "bot",
        title: "AI agent suite",
        description:
          "Four specialist agents for research, forecasting, modelling and presentations work as one team.",
      },
    ],
  },
  offerings: {
    eyebrow: "Offerings",
    title: "One finance platform, four ways to use it",
    description:
      "Whether you are learning finance, running a business, investing or serving thousands of learners, there is a FinCode offering built for you.",
    items: [
      {
        icon: "graduation",
        title: "EdTech and Employability Suite",
        subtitle: "For students and early-career professionals",
        description:
          "A finance career track that runs from fundamentals to interview day, shaped by what employers hire for.",
        features: [
          "Career-aligned curriculum",
          "CFA-inspired bootcamps",
          "Résumé and professional-profile optimiser",
          "Behavioural interview coach",
          "Finance certification paths",
        ],
      },
      {
        icon: "wallet",
        title: "CFO-as-a-Service",
        subtitle: "For small businesses",
        description:
          "The financial clarity of a full-time CFO without the full-time cost: automated cash flow, smarter pricing and warnings before small problems grow.",
        features: [
          "Cash flow automation",
          "Vendor and credit scoring",
          "Smart pricing suggestions",
          "Alerts and dashboards",
          "Financial health KPIs",
        ],
      },
      {
        icon: "piggy-bank",
        title: "Robo-Advisory Engine",
        subtitle: "For investors and advisors",
        description:
          "Goal-based portfolios that adapt as life changes, with gentle nudges that keep long-term plans on track.",
        features: [
          "Portfolio generator",
          "Behavioural nudging",
          "Tax optimisation",
          "Goal-based planning bots",
          "Wealth growth tools",
        ],
      },
      {
        icon: "landmark",
        title: "Custom Solutions",
        subtitle: "For institutions",
        description:
          "FinCode's engines tailored to your organisation, delivered under your brand or inside your own systems.",
        features: [
          "College and EdTech APIs",
          "Startup and fintech integration",
          "Enterprise learning modules",
          "Government and CSR programs",
          "White-labeled solutions",
        ],
      },
    ],
  },
  agents: {
    eyebrow: "AI agents",
    title: "Meet the FinCode agents",
    description:
      "Four specialists that do the groundwork of an analyst team, so you can focus on the decisions.",
    items: [
      {
        icon: "search",
        name: "AlphaSage",
        role: "Company and industry research analyst",
        description:
          "Reads filings, earnings calls and industry reports, then briefs you on a company's business model, competitors and risks in plain language.",
      },
      {
        icon: "trending",
        name: "TrendSeer",
        role: "Forecasting and indicator engine",
        description:
          "Tracks market and economic indicators, spots shifts early and turns them into forecasts you can test against your own assumptions.",
      },
      {
        icon: "calculator",
        name: "FinModel Factory",
        role: "Automated financial modelling",
        description:
          "Builds DCF, LBO and three-statement models with scenario analysis, so you spend your time on assumptions instead of formulas.",
      },
      {
        icon: "presentation",
        name: "DealRoom Automator",
        role: "Investment presentation builder",
        description:
          "Turns your models and memos into clear, investor-ready presentations with charts and a storyline that holds together.",
      },
    ],
  },
  cta: {
    title: "Bring AI into your finance work",
    description:
      "Try FinCode as soon as it opens, or talk to us about bringing it to your institution or business.",
    actions: [
      { label: "Start Free Trial", href: launchingSoon },
      { label: "Partner With Us", href: "/contact?subject=Partnership" },
    ],
  },
};
