import { scheduleDemo } from "@/content/calls-to-action";
import { claims } from "@/content/claims";
import type { CtaCopy, HeroCopy, SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { Feature } from "@/content/types";

const { costReduction } = claims;

export const enterprise: {
  hero: HeroCopy;
  features: SectionCopy & { items: Tuple<WithIcon<Feature>, 4> };
  benefits: SectionCopy & { items: Tuple<string, 5>; security: WithIcon<Feature> };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "Enterprise Solutions",
    description:
      "Know the skills you have, build the skills you need and grow leaders from within. Gurukul Code gives HR, L&D and business leaders one AI-powered view of their talent.",
    actions: [scheduleDemo, { label: "Contact Sales", href: "/contact?subject=Sales%20enquiry" }],
  },
  features: {
    eyebrow: "Capabilities",
    title: "Everything your talent strategy needs",
    description: "Four capabilities that work together across hiring, learning and growth.",
    items: [
      {
        icon: "network",
        title: "Skills intelligence",
        description:
          "Map the skills of every team against the roles you need next, and spot gaps before they slow you down.",
      },
      {
        icon: "graduation",
        title: "Learning at scale",
        description:
          "Personalised learning paths, bootcamps and mentorship that adapt to each employee and report real progress.",
      },
      {
        icon: "chart",
        title: "Talent analytics",
        description:
          "Dashboards for pipeline health, internal mobility and succession readiness, built for HR and leadership.",
      },
      {
        icon: "blocks",
        title: "Integrations and APIs",
        description:
          "Connect your HRIS, LMS and single sign-on, or white-label the platform for your people.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why organisations choose Gurukul Code",
    description:
      "From campus hiring to the boardroom, AI-driven talent intelligence pays off across the organisation.",
    items: [
      "A steady talent pipeline from campus to leadership",
      "Skills gaps found early and closed with targeted learning",
      "Succession plans backed by data, not guesswork",
      `${costReduction.value} ${costReduction.label.toLowerCase()}`,
      "Faster internal moves that keep your best people",
    ],
    security: {
      icon: "shield",
      title: "Security you can sign off",
      description:
        "SOC 2 compliance, single sign-on, role-based access and encryption in transit and at rest keep your people's data protected.",
    },
  },
  cta: {
    title: "Ready to build an AI\u2011ready workforce?",
    description:
      "Tell us about your teams and goals, and we'll put together a plan and a quote that fit.",
    actions: [{ label: "Get Enterprise Quote", href: "/contact?subject=Enterprise%20quote" }],
  },
};
