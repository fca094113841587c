/**
 * Every public page of the site: its metadata and the one heading a visitor sees first.
 * The sitemap, the page metadata and the e2e route smoke test all read this list.
 */
export type SiteRoute = {
  path: string;
  /** The `<title>` part before " · Gurukul Code". */
  title: string;
  description: string;
  /** The page's `<h1>`. */
  heading: string;
  kind: "marketing" | "coming-soon" | "agent" | "feed" | "legal";
};

export const siteRoutes = [
  {
    path: "/",
    title: "AI-era careers, finance and learning",
    description:
      "Reimagine work, learning and purpose for the AI era: hyper-personalised career intelligence, finance tools and a community built on ethical AI.",
    heading: "Reimagine work, learning and purpose for the AI era",
    kind: "marketing",
  },
  {
    path: "/platform",
    title: "The platform",
    description:
      "Three connected platforms: Career Development, FinCode and Let's Advance. One ecosystem for growing a career with AI.",
    heading: "One ecosystem for every stage of your growth",
    kind: "marketing",
  },
  {
    path: "/career-development",
    title: "Career Development",
    description:
      "An AI career operating system: Self-Discovery Engine, AI Career Assistant, Skill Accelerator and Job-Ready Toolkit.",
    heading: "Your AI career operating system",
    kind: "marketing",
  },
  {
    path: "/fincode",
    title: "FinCode — finance intelligence",
    description:
      "FinCode brings finance learning, AI research agents, CFO-as-a-Service and robo-advisory together in one modular suite.",
    heading: "Finance intelligence, built for the AI era",
    kind: "marketing",
  },
  {
    path: "/lets-advance",
    title: "Let's Advance — career truth",
    description:
      "Let's Advance is a content and community network that tells the truth about careers: insights, knowledge and programs that move you forward.",
    heading: "The content and community network for career truth",
    kind: "marketing",
  },
  {
    path: "/about",
    title: "About us",
    description:
      "Why Gurukul Code exists: the gurukul tradition of mentorship, rebuilt with ethical AI for a world where work keeps changing.",
    heading: "Ancient wisdom of mentorship, rebuilt for the AI era",
    kind: "marketing",
  },
  {
    path: "/enterprise",
    title: "Enterprise solutions",
    description:
      "Talent intelligence for organisations: skills mapping, learning at scale, analytics and integrations with SOC 2-minded security.",
    // A non-breaking hyphen: "AI-" must not end a line with "ready" on the next.
    heading: "Talent intelligence for the AI\u2011ready enterprise",
    kind: "marketing",
  },
  {
    path: "/pricing-page",
    title: "Pricing",
    description:
      "Pricing is coming soon. Join the list for founding-member pricing that is affordable, flexible, transparent and value-packed.",
    heading: "Pricing is coming soon",
    kind: "marketing",
  },
  {
    path: "/launching-soon",
    title: "Launching soon",
    description:
      "This part of Gurukul Code is launching soon. Leave your e-mail and be the first to know.",
    heading: "We're launching soon",
    kind: "marketing",
  },
  {
    path: "/contact",
    title: "Contact us",
    description:
      "Talk to the Gurukul Code team in Pune: e-mail, phone, office hours and a message form.",
    heading: "Let's talk",
    kind: "marketing",
  },
  {
    path: "/ai-assessment",
    title: "AI career assessment",
    description:
      "A career assessment across five pillars — interests, skills, personality, values and motivation — that shows where you fit next.",
    heading: "Discover the career that fits who you are",
    kind: "marketing",
  },
  {
    path: "/community",
    title: "Community",
    description:
      "The Gurukul Code community is coming soon: mentors, peers and projects. Get notified at launch.",
    heading: "Our community is coming soon",
    kind: "marketing",
  },
  {
    path: "/ai-updates",
    title: "AI Updates",
    description:
      "The latest AI news from leading research labs and tech publications, refreshed every few minutes.",
    heading: "AI Updates",
    kind: "feed",
  },
  {
    path: "/tech-insights",
    title: "Tech Insights agent",
    description:
      "An AI agent that turns technology news and research into insights for your career. Coming soon.",
    heading: "Tech Insights",
    kind: "agent",
  },
  {
    path: "/finance-advisor",
    title: "Finance Advisor agent",
    description:
      "An AI agent for personal finance: budgets, goals and plain-language explanations. Coming soon.",
    heading: "Finance Advisor",
    kind: "agent",
  },
  {
    path: "/education-assistant",
    title: "Education Assistant agent",
    description:
      "An AI study companion that plans your learning and explains hard ideas simply. Coming soon.",
    heading: "Education Assistant",
    kind: "agent",
  },
  {
    path: "/career-advisor",
    title: "Career Advisor agent",
    description: "An AI agent for career moves: role fit, skills gaps and next steps. Coming soon.",
    heading: "Career Advisor",
    kind: "agent",
  },
  {
    path: "/learning-center",
    title: "Learning Center",
    description:
      "Guided learning paths, live cohorts and AI study tools, all in one place. The Learning Center opens soon.",
    heading: "Learning Center",
    kind: "coming-soon",
  },
  {
    path: "/career-center",
    title: "Career Center",
    description:
      "Job-ready resources, mock interviews and mentor office hours. The Career Center opens soon.",
    heading: "Career Center",
    kind: "coming-soon",
  },
  {
    path: "/explore-courses",
    title: "Course Catalog",
    description:
      "Courses in careers, AI and finance, mapped to the skills employers ask for. The catalogue opens soon.",
    heading: "Course Catalog",
    kind: "coming-soon",
  },
  {
    path: "/get-started",
    title: "Registration",
    description:
      "Registration is open: create your free Gurukul Code profile and start your personalised journey.",
    heading: "Registration",
    kind: "marketing",
  },
  {
    path: "/coming-soon",
    title: "Partnerships",
    description:
      "Universities, employers and creators: our partner programme opens soon. We would love to build with you.",
    heading: "Partnerships",
    kind: "coming-soon",
  },
  {
    path: "/privacy",
    title: "Privacy notice",
    description:
      "What Gurukul Code collects through each form and the account, why, for how long, who handles it, and how to see, correct, download or erase it.",
    heading: "Privacy notice",
    kind: "legal",
  },
  {
    path: "/terms",
    title: "Terms of service",
    description: "The terms for using the Gurukul Code website, its account area, lists and forms.",
    heading: "Terms of service",
    kind: "legal",
  },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof siteRoutes)[number]["path"];

export function getRoute(path: SitePath): SiteRoute {
  const route = siteRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
