import { exploreCareerDevelopment, joinCommunity } from "@/content/calls-to-action";
import type { CtaCopy, HeroCopy, SectionCopy, Tuple, WithIcon } from "@/content/copy-types";
import type { CallToAction, Feature, Pillar, Program } from "@/content/types";

export type ContentPillar = WithIcon<Pillar> & { description: string; items: Tuple<string, 5> };
export type CommunityProgram = WithIcon<Program>;

export const letsAdvance: {
  hero: HeroCopy;
  purpose: SectionCopy & { vision: WithIcon<Feature>; mission: WithIcon<Feature> };
  pillars: SectionCopy & { items: Tuple<ContentPillar, 3> };
  programs: SectionCopy & { items: Tuple<CommunityProgram, 3> };
  experience: SectionCopy & {
    points: Tuple<string, 5>;
    mentorship: Feature & { action: CallToAction };
  };
  cta: CtaCopy;
} = {
  hero: {
    eyebrow: "Let's Advance",
    description:
      "Straight talk about work and careers: insight you can trust, knowledge from people who do the job and a community that helps you act on it.",
    actions: [joinCommunity, { label: "Explore the Content", href: "#pillars" }],
  },
  purpose: {
    eyebrow: "Why we exist",
    title: "Our vision and mission",
    vision: {
      icon: "eye",
      title: "Our vision",
      description:
        "A world where every career decision is made with honest information, practical knowledge and people who want you to succeed.",
    },
    mission: {
      icon: "flag",
      title: "Our mission",
      description:
        "To cut through career hype with truthful content, learning that leads somewhere and a community where members lift each other up, powered by ethical AI and guided by real mentors.",
    },
  },
  pillars: {
    eyebrow: "What we publish",
    title: "Three content pillars",
    description: "From today's headlines to your next certification, everything in one network.",
    items: [
      {
        icon: "newspaper",
        title: "General content",
        description: "Stay current on the forces reshaping work.",
        items: [
          "Insights and trends",
          "News",
          "AI analysis",
          "Digital transformation",
          "Thought leadership",
        ],
      },
      {
        icon: "book",
        title: "Knowledge content",
        description: "Learn how the work is really done.",
        items: [
          "How-to guides",
          "Case studies",
          "Best practices",
          "Industry deep-dives",
          "Expert interviews",
        ],
      },
      {
        icon: "graduation",
        title: "Career Development",
        description: "Turn what you learn into the next step.",
        items: [
          "Certification courses",
          "Micro-masters",
          "Advanced programs",
          "Skill assessments",
          "Mentorship",
        ],
      },
    ],
  },
  programs: {
    eyebrow: "Community",
    title: "Community programs",
    description: "Learning sticks when you do it with others. Three ways to take part.",
    items: [
      {
        icon: "flask",
        title: "Innovation Labs",
        description:
          "Small teams try new tools and ideas on real problems, from AI prototypes to process redesigns, with mentors close at hand.",
      },
      {
        icon: "users",
        title: "Collaborative Projects",
        description:
          "Work with members from other fields on projects that end in something you can show: a product, a study or a portfolio piece.",
      },
      {
        icon: "trophy",
        title: "Goal Achievement",
        description:
          "Set a career goal, break it into milestones and stay on track with peers and regular check-ins.",
      },
    ],
  },
  experience: {
    eyebrow: "Membership",
    title: "What you'll experience",
    points: [
      "Honest conversations about pay, roles and the realities of work",
      "Learning paths that build towards certifications and advanced programs",
      "Mentors and peers who have walked the path you are on",
      "Hands-on projects that grow your portfolio",
      "AI-curated insight into the trends reshaping your industry",
    ],
    mentorship: {
      title: "Ready for one-to-one guidance?",
      description:
        "Let's Advance connects you to Gurukul Code's mentorship and preparation platform, where assessments, mentors and interview practice turn what you learn into your next role.",
      action: exploreCareerDevelopment,
    },
  },
  cta: {
    title: "Advance with people who tell you the truth",
    description:
      "Join a community that shares what really works, and grow alongside members who want you to succeed.",
    actions: [joinCommunity],
  },
};
