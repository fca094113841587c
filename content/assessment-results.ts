import type { Pillar, Trait } from "@/content/assessment-questions";

export type Band = "low" | "middle" | "high";

/** What a pillar's score means, in plain words, for each band (below 40, 40 to 69, 70 and up). */
export const pillarExplanations: Record<Pillar, Record<Band, string>> = {
  interests: {
    high: "Many kinds of work catch your interest. Use the directions below to choose where to dig deeper first.",
    middle:
      "A few areas clearly interest you. The directions below follow the statements you agreed with most.",
    low: "Little on this list excites you yet. That is common; trying a short course or project often shows what does.",
  },
  skills: {
    high: "You already have a broad set of working skills that employers look for.",
    middle:
      "You have a base to build on. Pick one skill from your best-fit direction and practise it every week.",
    low: "You are early in building work skills. A first project in your best-fit direction will move this score quickly.",
  },
  personality: {
    high: "You describe yourself as steady, open to feedback and at ease with people and change.",
    middle:
      "You have clear strengths in how you work, with some situations that take more effort. Both are normal.",
    low: "You prefer familiar, predictable settings. Roles with clear routines and time to prepare will suit you.",
  },
  values: {
    high: "You know what you want from a job. Use it to judge offers, not only the salary.",
    middle:
      "Some things matter a lot to you at work and others less. Note which ones before you apply.",
    low: "You are flexible about the kind of workplace you join, which widens your choices early on.",
  },
  motivation: {
    high: "You are driven and fairly clear about your goals. A written plan for the next six months will keep it that way.",
    middle:
      "You have direction but not yet a plan. Set one goal for this month and one for this year.",
    low: "Your goals are still open. Talking them through with a mentor, or requesting a callback, is a good next step.",
  },
};

export type PlatformLink = { label: string; href: string };

export type Direction = {
  id: string;
  title: string;
  /** What the role does, in a sentence. */
  does: string;
  /** What to learn first. */
  learnFirst: string;
  /** The Gurukul Code page that helps. */
  helps: PlatformLink;
  /** How much each strength counts towards this direction. */
  weights: Partial<Record<Trait, number>>;
};

/**
 * Role families common in India, and which strengths point to each. The mapping is transparent:
 * a direction's fit is the weighted mean of the strength scores it names. Order matters only for
 * ties, which go to the direction listed first.
 */
export const directions = [
  {
    id: "analyst",
    title: "Data and business analyst",
    does: "Turns sales, operations or customer data into reports and answers that help a team decide.",
    learnFirst: "Excel or Google Sheets, then SQL, then one charting tool such as Power BI.",
    helps: { label: "Career Development", href: "/career-development" },
    weights: { analysis: 3, organising: 1, business: 1 },
  },
  {
    id: "engineering",
    title: "Software engineer",
    does: "Designs, writes and tests the code behind apps, websites and the systems companies run on.",
    learnFirst:
      "One language well (Python or JavaScript), Git, and building a small project end to end.",
    helps: { label: "Explore courses", href: "/explore-courses" },
    weights: { building: 3, analysis: 2 },
  },
  {
    id: "product",
    title: "Product manager",
    does: "Decides what a product should do next, working between customers, designers and engineers.",
    learnFirst:
      "Writing a clear problem statement, talking to users, and reading basic product metrics.",
    helps: { label: "Career Development", href: "/career-development" },
    weights: { business: 2, organising: 2, people: 1, analysis: 1 },
  },
  {
    id: "design",
    title: "UX and visual designer",
    does: "Shapes how an app, a website or a brand looks and feels, so people find their way easily.",
    learnFirst:
      "Design basics (layout, type, colour), Figma, and testing a screen with five users.",
    helps: { label: "Learning Center", href: "/learning-center" },
    weights: { creating: 3, people: 1, building: 1 },
  },
  {
    id: "teaching",
    title: "Teacher, trainer or counsellor",
    does: "Helps people learn, in a school, a coaching centre, an ed-tech company or a training team.",
    learnFirst:
      "Planning a lesson, explaining one topic simply, and recording a short teaching video.",
    helps: { label: "Education Assistant", href: "/education-assistant" },
    weights: { people: 3, organising: 1, creating: 1 },
  },
  {
    id: "finance",
    title: "Finance and accounts",
    does: "Keeps a company's money in order: accounts, tax, budgets, investments and financial analysis.",
    learnFirst: "Accounting basics, GST and Tally or a similar tool, then financial statements.",
    helps: { label: "FinCode", href: "/fincode" },
    weights: { money: 3, analysis: 2, organising: 1 },
  },
  {
    id: "entrepreneurship",
    title: "Entrepreneur or founder",
    does: "Starts and runs a venture: finds customers, builds a team and keeps the business alive.",
    learnFirst: "Testing an idea with ten real customers, basic bookkeeping, and selling.",
    helps: { label: "Let's Advance", href: "/lets-advance" },
    weights: { business: 3, money: 1, people: 1 },
  },
  {
    id: "marketing",
    title: "Digital marketing and sales",
    does: "Brings in customers through social media, content, campaigns and conversations.",
    learnFirst: "Writing for the web, one ad platform, and reading a campaign's results.",
    helps: { label: "Career Center", href: "/career-center" },
    weights: { business: 2, creating: 2, people: 1 },
  },
  {
    id: "operations",
    title: "Operations and project coordination",
    does: "Keeps projects, supply chains or service teams running on time and on budget.",
    learnFirst: "Planning with a simple project tool, spreadsheets, and clear written updates.",
    helps: { label: "Career Advisor", href: "/career-advisor" },
    weights: { organising: 3, people: 1, analysis: 1 },
  },
] as const satisfies readonly Direction[];

export type DirectionId = (typeof directions)[number]["id"];

/** The result page's words around the scores. */
export const resultCopy = {
  title: "Your career self-assessment",
  pillarsTitle: "Your five pillars",
  pillarsIntro:
    "Each score runs from 0 to 100: how strongly you agreed with the statements in that pillar. It describes you today; it is not a grade.",
  directionsTitle: "Three directions that fit you best",
  directionsIntro:
    "Matched from the strengths your answers point to (working with data, building, creating, people, business, money and organising) against what each role family needs.",
  learnFirstLabel: "Learn first",
  helpsLabel: "Where Gurukul Code helps",
  retake: "Take it again",
  print: "Print or save as PDF",
  saveTitle: "Keep this result",
  saveText:
    "Your answers are kept in this browser only. Create a free account to save the result and find it on your profile.",
  saveAction: "Sign up to save my result",
  loginAction: "Log in",
  savedText: "Saved to your account. You will find it on your profile.",
  emptyTitle: "No result yet",
  emptyText: "Answer the 40 statements first; it takes about 8 minutes.",
  start: "Start Assessment",
} as const;
