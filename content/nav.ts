import type { MenuItem } from "@/content/types";

export const mainNav: MenuItem[] = [
  {
    title: "Platform",
    path: "/platform",
    submenu: [
      {
        title: "Career Development",
        path: "/career-development",
        description: "Your AI career operating system, from self-discovery to job-ready.",
      },
      {
        title: "FinCode",
        path: "/fincode",
        description: "Finance intelligence: learning, AI agents and CFO-grade tools.",
      },
      {
        title: "Let's Advance",
        path: "/lets-advance",
        description: "Content and community for the truth about careers.",
      },
    ],
  },
  { title: "Pricing", path: "/pricing-page" },
  { title: "Enterprise Solutions", path: "/enterprise" },
  { title: "About", path: "/about" },
  { title: "AI Updates", path: "/ai-updates" },
];

/** Label of the link to a submenu's own page (e.g. /platform) inside the submenu. */
export const OVERVIEW_LABEL = "All platforms overview";

export const authLinks = {
  login: { title: "Log In", path: "/login" },
  signup: { title: "Start Your Journey", path: "/signup" },
} as const;

/** True when `pathname` is the item's page or one of its submenu pages. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.path === pathname) return true;
  return item.submenu?.some((entry) => isActive(entry, pathname)) ?? false;
}
