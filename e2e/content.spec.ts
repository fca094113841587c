import type { Locator, Page } from "@playwright/test";

import { about } from "@/content/about";
import { assessment } from "@/content/assessment";
import { statements } from "@/content/assessment-questions";
import { audiences } from "@/content/audiences";
import { careerDevelopment } from "@/content/career-development";
import { outcomeStats, trustBadges } from "@/content/claims";
import { enterprise } from "@/content/enterprise";
import { fincode } from "@/content/fincode";
import { homeHero } from "@/content/home";
import { letsAdvance } from "@/content/lets-advance";
import { platforms } from "@/content/platforms";

import { expect, test } from "./fixtures";

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

test("home: hero tags, three platform cards, six audiences, claims and the newsletter @desktop", async ({
  page,
}) => {
  await page.goto("/");
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
});

test("platform: the three platforms and a closing call to action @desktop", async ({ page }) => {
  await page.goto("/platform");
  for (const platform of platforms) {
    await expectLink(page, `Explore Platform: ${platform.title}`, platform.href);
  }
  await expectLink(page, "Begin Your Assessment", "/ai-assessment");
  await expectLink(page, "Schedule Demo", "/contact?subject=Schedule%20a%20demo");
});

test("career development: features, journey, impact, stories and demo links @desktop", async ({
  page,
}) => {
  await page.goto("/career-development");
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
});

test("fincode: four offerings, four agents, four claims and wired buttons @desktop", async ({
  page,
}) => {
  await page.goto("/fincode");
  for (const offering of fincode.offerings.items) {
    const offeringCard = card(page, offering.title);
    await expectItems(offeringCard, offering.features);
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
});

test("let's advance: vision, mission, pillars, programs and experience @desktop", async ({
  page,
}) => {
  await page.goto("/lets-advance");
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
});

test("about: values, the four-step journey, infrastructure and the partner button @desktop", async ({
  page,
}) => {
  await page.goto("/about");
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
  await main.getByRole("link", { name: "Become a Partner" }).click();
  await expect(page).toHaveURL("/coming-soon");
});

test("enterprise: four tiles, five benefits and buttons to contact @desktop", async ({ page }) => {
  await page.goto("/enterprise");
  const main = page.getByRole("main");
  for (const tile of enterprise.features.items) {
    await expect(main.getByRole("heading", { name: tile.title, exact: true })).toBeVisible();
  }
  await expectItems(main, enterprise.benefits.items);
  await expectLink(page, "Schedule Demo", "/contact?subject=Schedule%20a%20demo");
  await expectLink(page, "Contact Sales", "/contact?subject=Sales%20enquiry");
  await expectLink(page, "Get Enterprise Quote", "/contact?subject=Enterprise%20quote");
  await expect(main.getByText(/SOC 2/).first()).toBeVisible();
});

test("ai assessment: five pillars, and the assessment's script only once it starts @desktop", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  const holdsStatements = async (urls: string[]) => {
    for (const url of urls) {
      if ((await (await request.get(url)).text()).includes(statements[0]!.text)) return true;
    }
    return false;
  };
  await page.goto("/ai-assessment");
  const main = page.getByRole("main");
  for (const pillar of assessment.pillars.items) {
    await expect(main.getByRole("heading", { name: pillar.title, exact: true })).toBeVisible();
  }
  const before = [...scripts];
  expect(await holdsStatements(before)).toBe(false);
  await main.getByRole("button", { name: "Start Assessment" }).click();
  await expect(main.getByRole("heading", { name: /^Step 1 of 5/ })).toBeFocused();
  await expect(main.getByRole("group")).toHaveCount(8);
  expect(await holdsStatements(scripts.slice(before.length))).toBe(true);
});

test("the home hero never starts the assessment @desktop", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("main").getByRole("button", { name: "Start Assessment" }),
  ).toHaveCount(0);
});

test("contact: details, office hours and the message form @desktop", async ({ page }) => {
  await page.goto("/contact?subject=Schedule%20a%20demo");
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
  await expect(main.getByLabel("Subject", { exact: true })).toHaveValue("Schedule a demo");
  await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
});

for (const [path, button] of [
  ["/launching-soon", "Notify Me"],
  ["/pricing-page", "Notify Me at Launch"],
  ["/community", "Notify Me at Launch"],
] as const) {
  test(`${path}: an e-mail field with '${button}' @desktop`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByLabel("E-mail address")).toHaveAttribute("type", "email");
    await expect(main.getByRole("button", { name: button, exact: true })).toBeVisible();
    if (path !== "/community") {
      await main.getByRole("link", { name: "Get Notified" }).click();
      await expect(main.getByLabel("E-mail address")).toBeInViewport();
    }
  });
}

test("pricing: the four promises and unsubscribe anytime @desktop", async ({ page }) => {
  await page.goto("/pricing-page");
  const main = page.getByRole("main");
  for (const promise of ["Affordable", "Flexible", "Transparent", "Value-packed"]) {
    await expect(main.getByRole("heading", { name: promise, exact: true })).toBeVisible();
  }
  await expect(main.getByText(/Unsubscribe anytime/)).toBeVisible();
});
