import type { SitePath } from "@/content/routes";
import type { CallToAction } from "@/content/types";

/** The lists a coming-soon page can sign a visitor up to (the sources the database accepts). */
export type NotifyList = "launching-soon" | "pricing" | "community";

/**
 * What every announcement of something not yet live offers, page or dialog: the notify-me form
 * for that product and a second way on, so no visitor ends on "go back" alone.
 */
export type ComingSoonOffer = {
  list: NotifyList;
  /** The notify card's heading. */
  heading: string;
  buttonLabel: string;
  finePrint: string;
  /** The second way on: the contact form with a subject, or the platform a preview belongs to. */
  wayOn: CallToAction;
};

const LAUNCH_FINE_PRINT = "No spam, ever. We'll only write when there's something to try.";

const launchList = (wayOn: CallToAction): ComingSoonOffer => ({
  list: "launching-soon",
  heading: "Be the first to know",
  buttonLabel: "Notify Me",
  finePrint: LAUNCH_FINE_PRINT,
  wayOn,
});

const PLATFORM_OVERVIEW: CallToAction = { label: "Explore the platform", href: "/platform" };

export const comingSoonOffers = {
  "/launching-soon": { ...launchList(PLATFORM_OVERVIEW), heading: "Get Notified" },
  "/pricing-page": {
    list: "pricing",
    heading: "Get Notified",
    buttonLabel: "Notify Me at Launch",
    finePrint: "Unsubscribe anytime.",
    wayOn: {
      label: "Ask us about plans for teams",
      href: "/contact?subject=Pricing%20for%20teams",
    },
  },
  "/community": {
    list: "community",
    heading: "Join the community at launch",
    buttonLabel: "Notify Me at Launch",
    finePrint: "We'll only e-mail you about the community launch.",
    wayOn: { label: "Explore Let's Advance", href: "/lets-advance" },
  },
  "/coming-soon": launchList({
    label: "Talk to us about partnering",
    href: "/contact?subject=Partnership",
  }),
  "/learning-center": launchList({ label: "Explore Let's Advance", href: "/lets-advance" }),
  "/career-center": launchList({
    label: "Explore Career Development",
    href: "/career-development",
  }),
  "/explore-courses": launchList({
    label: "Explore Career Development",
    href: "/career-development",
  }),
  "/tech-insights": launchList({ label: "Read today's AI updates", href: "/ai-updates" }),
  "/finance-advisor": launchList({ label: "Explore FinCode", href: "/fincode" }),
  "/education-assistant": launchList({ label: "Explore Let's Advance", href: "/lets-advance" }),
  "/career-advisor": launchList({
    label: "Explore Career Development",
    href: "/career-development",
  }),
} as const satisfies Partial<Record<SitePath, ComingSoonOffer>>;

export type ComingSoonPath = keyof typeof comingSoonOffers;

const careerPreviews = ["/career-advisor", "/career-center", "/explore-courses"] as const;
const fincodePreviews = ["/finance-advisor"] as const;
const advancePreviews = ["/tech-insights", "/education-assistant", "/learning-center"] as const;

/**
 * The previews each platform page points to, so none is an orphan: a platform's agents and the
 * centres it will open; the overview lists them all.
 */
export const platformPreviews = {
  "/career-development": careerPreviews,
  "/fincode": fincodePreviews,
  "/lets-advance": advancePreviews,
  "/platform": [...careerPreviews, ...fincodePreviews, ...advancePreviews],
} as const satisfies Partial<Record<SitePath, readonly ComingSoonPath[]>>;

export const comingNextCopy = {
  eyebrow: "Coming next",
  title: "Previews of what opens soon",
  description: "Look around, and leave your e-mail on any of them to hear the day it opens.",
} as const;
