import type { SitePath } from "@/content/routes";
import type { Feature } from "@/content/types";

export type AgentPath = Extract<
  SitePath,
  "/tech-insights" | "/finance-advisor" | "/education-assistant" | "/career-advisor"
>;

/** The four AI agents that are announced but not yet open. */
export const agentFeatures: Record<AgentPath, Feature[]> = {
  "/tech-insights": [
    {
      title: "Daily signal, not noise",
      description: "Releases, papers and funding rounds condensed into what matters for your role.",
    },
    {
      title: "Skill impact",
      description: "Which of your skills a new tool strengthens, and which it makes routine.",
    },
    {
      title: "Explain it simply",
      description: "Ask about any technology and get a plain-language answer with sources.",
    },
  ],
  "/finance-advisor": [
    {
      title: "Goal-based plans",
      description: "Turn goals like a first home or higher studies into monthly steps.",
    },
    {
      title: "Budget clarity",
      description: "See where money goes and what small changes add up to over a year.",
    },
    {
      title: "Learn as you plan",
      description: "Every suggestion comes with the finance concept behind it.",
    },
  ],
  "/education-assistant": [
    {
      title: "Study plans that adapt",
      description: "A schedule that adjusts to your pace, exams and free time.",
    },
    {
      title: "Hard ideas, made clear",
      description: "Step-by-step explanations, worked examples and practice questions.",
    },
    {
      title: "Progress you can see",
      description: "Track mastery by topic and know what to revise next.",
    },
  ],
  "/career-advisor": [
    {
      title: "Role fit",
      description: "Match your interests, strengths and values to roles that suit you.",
    },
    {
      title: "Skills gap map",
      description: "See exactly what stands between you and your next role.",
    },
    {
      title: "Next steps",
      description: "Courses, projects and people to talk to, in a sensible order.",
    },
  ],
};
