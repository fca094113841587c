import type { Locator, Page } from "@playwright/test";

import { about } from "@/content/about";
import { audiences } from "@/content/audiences";
import { careerDevelopment } from "@/content/career-development";
import { comingSoonOffers, type ComingSoonPath } from "@/content/coming-soon";
import { outcomeStats, trustBadges } from "@/content/claims";
import { enterprise } from "@/content/enterprise";
import { fincode } from "@/content/fincode";
import { homeHero } from "@/content/home";
import { letsAdvance } from "@/content/lets-advance";
import { platforms } from "@/content/platforms";

import { expect } from "./fixtures";

/**
 * What each marketing page shows from its content module, checked on the desktop visit that
 * e2e/routes.spec.ts makes of every route (one page load serves all of a route's checks).
 */

/** The card (article) whose heading is `title`. */
function card(scope: Page | Locator, title: string) {
  return scope
    .locator("article")
    .filter({ has: scope.getByRole("heading", { name: title, exact: true }) });
}

async function expectItems(scope: Locator, items: readonly string[]) {
  for (const item of items) await expect(scope.getByText(item, { exact: true })).toBeVisible();
}

async function expectLink(page: Page, name: string, href: string) {
  const link = page.getByRole("main").getByRole("link", { name, exact: true }).first();
  await expect(link).toHaveAttribute("href", href);
}

/** Hero tags, three platform cards, six audiences, claims, the newsletter; no assessment. */
async function home(page: Page) {
  const main = page.getByRole("main");
  await expectItems(main.getByRole("list", { name: "Highlights" }), homeHero.tags);
  await expect(main.getByText(homeHero.tagline)).toBeVisible();

  for (const platform of platforms) {
    const platformCard = card(page, platform.title);
    await expect(platformCard.getByRole("listitem")).toHaveCount(4);
    await expectItems(platformCard, platform.features);
    await expect(
      platformCard.getByRole("link", { name: `Explore Platform: ${platform.title}` }),
    ).toHaveAttribute("href", platform.href);
  }

  await expect(main.getByRole("heading", { name: "Who is it for?" })).toBeVisible();
  for (const audience of audiences) {
    const audienceCard = card(page, audience.title);
    await expect(audienceCard.getByText(audience.description)).toBeVisible();
    await expect(audienceCard.getByRole("listitem")).toHaveCount(4);
    await expectItems(audienceCard, audience.benefits);
  }

  for (const stat of outcomeStats)
    await expect(main.getByText(stat.value, { exact: true })).toBeVisible();
  for (const badge of trustBadges)
    await expect(main.getByRole("heading", { name: badge.title })).toBeVisible();

  await expect(main.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  await expect(main.getByRole("button", { name: "Subscribe" })).toBeVisible();
  // The home hero never starts the assessment.
  await expect(main.getByRole("button", { name: "Start Assessment" })).toHaveCount(0);
}

/** The three platforms and a closing call to action. */
async function platform(page: Page) {
  for (const entry of platforms) {
    await expectLink(page, `Explore Platform: ${entry.title}`, entry.href);
  }
  await expectLink(page, "Begin Your Assessment", "/ai-assessment");
  await expectLink(page, "Schedule Demo", "/contact?subject=Schedule%20a%20demo");
}

/** Features, journey, impact, stories and demo links. */
async function careerDevelopmentPage(page: Page) {
  const main = page.getByRole("main");
  await expect(main.locator("#features article")).toHaveCount(6);
  for (const feature of careerDevelopment.features.items) {
    await expect(main.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
  }
  for (const step of careerDevelopment.journey.steps) {
    await expect(main.getByRole("heading", { name: step.title, exact: true })).toBeVisible();
  }
  for (const stat of careerDevelopment.impact.stats) {
    await expect(main.getByText(stat.label, { exact: true })).toBeVisible();
  }
  for (const story of careerDevelopment.stories.items) {
    await expect(main.getByText(story.name)).toBeVisible();
  }
  await expectLink(page, "Start Your Journey", "/launching-soon");
  await expectLink(page, "Try Demo of the Self-Discovery Engine", "/launching-soon");
}

/** Four offerings, four agents, four claims and wired buttons. */
async function fincodePage(page: Page) {
  for (const offering of fincode.offerings.items) {
    await expectItems(card(page, offering.title), offering.features);
  }
  for (const agent of fincode.agents.items) {
    await expect(page.getByRole("heading", { name: agent.name, exact: true })).toBeVisible();
    await expect(page.getByText(agent.role, { exact: true })).toBeVisible();
  }
  for (const claim of fincode.claims.items) {
    await expect(page.getByRole("heading", { name: claim.title, exact: true })).toBeVisible();
  }
  await expectLink(page, "Explore FinCode Demo", "/launching-soon");
  await expectLink(page, "Build AI Valuation Model", "/launching-soon");
  await expectLink(page, "Start Free Trial", "/launching-soon");
  await expectLink(page, "Partner With Us", "/contact?subject=Partnership");
}

/** Vision, mission, pillars, programs and experience. */
async function letsAdvancePage(page: Page) {
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { name: letsAdvance.purpose.vision.title, exact: true }),
  ).toBeVisible();
  await expect(
    main.getByRole("heading", { name: letsAdvance.purpose.mission.title, exact: true }),
  ).toBeVisible();
  for (const pillar of letsAdvance.pillars.items)
    await expectItems(card(page, pillar.title), pillar.items);
  for (const program of letsAdvance.programs.items) {
    await expect(main.getByRole("heading", { name: program.title, exact: true })).toBeVisible();
  }
  await expectItems(main, letsAdvance.experience.points);
  await expectLink(page, "Join Our Community", "/community");
}

/**
 * Values, the four-step journey and infrastructure (where its partner button leads,
 * e2e/placeholders.spec.ts follows).
 */
async function aboutPage(page: Page) {
  const main = page.getByRole("main");
  for (const value of about.values.items) {
    await expect(main.getByRole("heading", { name: value.title, exact: true })).toBeVisible();
  }
  await expect(main.locator("ol").first().getByRole("heading", { level: 3 })).toHaveText(
    about.journey.steps.map((step) => step.title),
  );
  expect(about.journey.steps.map((step) => step.title)).toEqual([
    "Assessment",
    "Awareness",
    "Exploration",
    "Launch",
  ]);
  for (const layer of about.layers.items) {
    await expect(main.getByRole("heading", { name: layer.title, exact: true })).toBeVisible();
  }
}

/** Four tiles, five benefits and buttons to contact. */
async function enterprisePage(page: Page) {
  const main = page.getByRole("main");
  for (const tile of enterprise.features.items) {
    await expect(main.getByRole("heading", { name: tile.title, exact: true })).toBeVisible();
  }
  await expectItems(main, enterprise.benefits.items);
  await expectLink(page, "Schedule Demo", "/contact?subject=Schedule%20a%20demo");
  await expectLink(page, "Contact Sales", "/contact?subject=Sales%20enquiry");
  await expectLink(page, "Get Enterprise Quote", "/contact?subject=Enterprise%20quote");
  await expect(main.getByText(/SOC 2/).first()).toBeVisible();
}

/**
 * Details, office hours and the message form (a `?subject=` filling the subject in,
 * e2e/placeholders.spec.ts follows from /about to the contact form).
 */
async function contact(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByText("Pune", { exact: false }).first()).toBeVisible();
  await expect(main.getByText(/Monday/).first()).toBeVisible();
  await expect(main.getByText("9:00 AM – 6:00 PM")).toBeVisible();
  await expect(main.getByText("Closed")).toBeVisible();
  for (const label of ["Name", "E-mail", "Subject", "Message"]) {
    await expect(main.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  await expect(main.getByLabel("E-mail", { exact: true })).toHaveAttribute("type", "email");
  await expect(main.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");
  await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
}

/** An e-mail field with its button; `Get Notified` in the page scrolls to it where there is one. */
function notifyField(button: string, { getNotified }: { getNotified: boolean }) {
  return async (page: Page) => {
    const main = page.getByRole("main");
    await expect(main.getByLabel("E-mail address")).toHaveAttribute("type", "email");
    await expect(main.getByRole("button", { name: button, exact: true })).toBeVisible();
    if (!getNotified) return;
    await main.getByRole("link", { name: "Get Notified" }).click();
    await expect(main.getByLabel("E-mail address")).toBeInViewport();
  };
}

/** The four promises and unsubscribe anytime, beside the launch field. */
async function pricing(page: Page) {
  await notifyField("Notify Me at Launch", { getNotified: true })(page);
  const main = page.getByRole("main");
  for (const promise of ["Affordable", "Flexible", "Transparent", "Value-packed"]) {
    await expect(main.getByRole("heading", { name: promise, exact: true })).toBeVisible();
  }
  await expect(main.getByText(/Unsubscribe anytime/)).toBeVisible();
}

/** Each route's content check, by path; a route without one is checked by its heading alone. */
export const PAGE_CONTENT: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  "/": home,
  "/platform": platform,
  "/career-development": careerDevelopmentPage,
  "/fincode": fincodePage,
  "/lets-advance": letsAdvancePage,
  "/about": aboutPage,
  "/enterprise": enterprisePage,
  "/contact": contact,
  "/launching-soon": notifyField("Notify Me", { getNotified: true }),
  "/pricing-page": pricing,
  "/community": notifyField("Notify Me at Launch", { getNotified: false }),
};

/**
 * An announcement's notify-me card and its way on, followed: the visit ends on the page it leads
 * to, so this comes last.
 */
export async function followComingSoonWayOn(page: Page, path: ComingSoonPath) {
  const offer = comingSoonOffers[path];
  const card = page.getByTestId("coming-soon-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  await expect(card.getByRole("button", { name: offer.buttonLabel, exact: true })).toBeVisible();
  await card.getByRole("link", { name: offer.wayOn.label }).click();
  await expect(page).toHaveURL(offer.wayOn.href);
}
