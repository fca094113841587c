import { publicEnv } from "@/lib/env";

export type SocialLink = {
  /** Accessible name of the icon, e.g. "Gurukul Code on LinkedIn". */
  label: string;
  network: "linkedin" | "x" | "youtube" | "instagram";
  /** Profiles are not live yet; icons without a target render as plain images. */
  href?: string;
};

export const PLACEHOLDER_EMAIL = "hello@gurukulcode.example";
export const PLACEHOLDER_PHONE = "+91 00000 00000";
export const PLACEHOLDER_GRIEVANCE_EMAIL = "grievance@gurukulcode.example";

export const siteConfig = {
  name: "Gurukul Code",
  tagline: "Purpose-driven growth, powered by ethical AI.",
  description:
    "Gurukul Code is an AI-era career and finance learning platform: career intelligence, finance tools and a community that tells the truth about work.",
  url: publicEnv.NEXT_PUBLIC_SITE_URL.replace(/\/$/, ""),
  contact: {
    email: publicEnv.NEXT_PUBLIC_CONTACT_EMAIL ?? PLACEHOLDER_EMAIL,
    phone: publicEnv.NEXT_PUBLIC_CONTACT_PHONE ?? PLACEHOLDER_PHONE,
    /** Where people take requests and complaints about their personal data (/privacy). */
    grievanceEmail: publicEnv.NEXT_PUBLIC_GRIEVANCE_EMAIL ?? PLACEHOLDER_GRIEVANCE_EMAIL,
  },
  office: {
    city: "Pune",
    region: "Maharashtra",
    country: "India",
    hours: [
      { days: "Monday – Friday", time: "9:00 AM – 6:00 PM" },
      { days: "Saturday – Sunday", time: "Closed" },
    ],
  },
  social: [
    { label: "Gurukul Code on LinkedIn", network: "linkedin" },
    { label: "Gurukul Code on X", network: "x" },
    { label: "Gurukul Code on YouTube", network: "youtube" },
    { label: "Gurukul Code on Instagram", network: "instagram" },
  ] satisfies SocialLink[] as SocialLink[],
} as const;

export type SiteConfig = typeof siteConfig;
