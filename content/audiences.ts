import type { IconName, Tuple } from "@/content/copy-types";
import type { Audience as AudienceCopy } from "@/content/types";

export type Audience = AudienceCopy & { icon: IconName; benefits: Tuple<string, 4> };

/** The "Who Is It For" groups of the home page, in the spec's order. */
export const audiences: Tuple<Audience, 6> = [
  {
    icon: "graduation",
    title: "Higher Education Students",
    description:
      "Find a direction before graduation: learn what you are good at, build the skills employers ask for and hear from people already doing the work.",
    benefits: ["Career discovery", "Skill acceleration", "Job preparation", "Expert mentorship"],
  },
  {
    icon: "briefcase",
    title: "Career Professionals",
    description:
      "Plan your next move on evidence, not guesswork: see the gap between today's role and the one you want, and close it step by step.",
    benefits: [
      "Transition planning",
      "Skills gap analysis",
      "Role simulations",
      "Portfolio building",
    ],
  },
  {
    icon: "building",
    title: "EdTech and HR Institutions",
    description:
      "Offer your learners and employees a career platform under your own brand, with the data to show it works.",
    benefits: [
      "White-label platform",
      "Student analytics",
      "Employer partnerships",
      "Outcome tracking",
    ],
  },
  {
    icon: "network",
    title: "Enterprise Leaders",
    description:
      "Know the skills your organisation has, the skills it will need and who is ready to step up next.",
    benefits: ["Talent pipeline", "Skills mapping", "Succession planning", "Performance insights"],
  },
  {
    icon: "user",
    title: "Freelancers and Consultants",
    description:
      "Stand out in a crowded market, win the clients you want and price your services with confidence.",
    benefits: [
      "Personal branding",
      "Client acquisition",
      "Service optimisation",
      "Market intelligence",
    ],
  },
  {
    icon: "rocket",
    title: "Founders and VCs",
    description:
      "Judge teams, markets and deals faster with AI-assisted research you can check and explain.",
    benefits: ["Talent evaluation", "Market insights", "Investment analysis", "Due diligence"],
  },
];
