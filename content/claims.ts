import type { IconName, Tuple } from "@/content/copy-types";
import type { Feature, Stat } from "@/content/types";

/** The marketing claims of the spec, one place for every page that quotes them. */
export const claims = {
  careerSatisfaction: { value: "92%", label: "Career satisfaction" },
  salaryIncrease: { value: "65%", label: "Salary increase" },
  fasterTransitions: { value: "3x", label: "Faster career transitions" },
  costReduction: { value: "Up to 40%", label: "Lower talent development costs" },
} satisfies Record<string, Stat>;

export const outcomeStats: Tuple<Stat, 4> = [
  claims.careerSatisfaction,
  claims.salaryIncrease,
  claims.fasterTransitions,
  claims.costReduction,
];

export const trustBadges: Tuple<Feature & { icon: IconName }, 2> = [
  {
    icon: "star",
    title: "5-star testimonials",
    description: "Learners and partners rate their experience with Gurukul Code five stars.",
  },
  {
    icon: "shield",
    title: "SOC 2 compliance",
    description:
      "Security and privacy controls designed around SOC 2 compliance, so your data is handled with care.",
  },
];
