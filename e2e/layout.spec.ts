import type { Page } from "@playwright/test";

import { logIn, toasts, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

/** A phone's screen at 390 px wide (the bench's and the review's phone). */
const PHONE_SCREEN_HEIGHT = 844;

test("the newsletter card keeps no empty line waiting for a message", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#newsletter form");
  await expect(form).toBeVisible();
  await expect(page.locator("#newsletter [role=status]")).toBeEmpty();
  // The form's rows, without the message: the idle status shares the fine print's row, so the
  // rows stack to the whole height and no blank line sits in the card.
  const { height, rows } = await form.evaluate((element) => {
    const grid = element.parentElement!;
    const parts = [...grid.children].filter((child) => child.getAttribute("role") !== "status");
    return {
      height: grid.getBoundingClientRect().height,
      rows: parts.reduce((sum, part) => sum + part.getBoundingClientRect().height, 0),
    };
  });
  expect(Math.abs(height - rows)).toBeLessThanOrEqual(1);
});

test('/platform: each "What\'s inside" panel is as tall as its list, with no empty bottom @desktop', async ({
  page,
}) => {
  await page.goto("/platform");
  const panels = page
    .locator("main div")
    .filter({ has: page.locator(":scope > p", { hasText: "What's inside" }) });
  await expect(panels).toHaveCount(3);
  const slack = await panels.evaluateAll((elements) =>
    elements.map((panel) => {
      const style = getComputedStyle(panel);
      const children = [...panel.children].map((child) => child.getBoundingClientRect());
      const content = (children.at(-1)?.bottom ?? 0) - (children[0]?.top ?? 0);
      return (
        panel.getBoundingClientRect().height -
        content -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom)
      );
    }),
  );
  for (const extra of slack) expect(extra).toBeLessThanOrEqual(1);
});

test("home, the platform pages, /about and /lets-advance fit in six phone screens @mobile", async ({
  page,
}) => {
  for (const path of [
    "/",
    "/platform",
    "/career-development",
    "/fincode",
    "/lets-advance",
    "/about",
    "/hi/career-development",
  ]) {
    await page.goto(path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, path).toBeLessThanOrEqual(6 * PHONE_SCREEN_HEIGHT);
  }
});

test("a toast's close button sits inside the toast", async ({ page }) => {
  await logIn(page, uniqueCredentials("toast"));
  const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Login failed" });
  await expect(toast).toBeVisible();
  const close = toast.getByRole("button", { name: /close/i });
  await expect(close).toBeVisible();
  const [outer, inner] = [await toast.boundingBox(), await close.boundingBox()];
  expect(outer).not.toBeNull();
  expect(inner).not.toBeNull();
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
});

/** Each rising card's animation: what drives it, and how far the card still sits below its place. */
function risingCards(page: Page) {
  return page.locator(".card-lift").evaluateAll((cards) =>
    cards.map((card) => ({
      timelines: card.getAnimations().map((animation) => animation.timeline?.constructor.name),
      offset: new DOMMatrix(getComputedStyle(card).transform).m42,
      belowTheFold: card.getBoundingClientRect().top > window.innerHeight,
    })),
  );
}

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("cards rise as they scroll into view, not on a clock while the page loads @desktop", async ({
    page,
  }) => {
    await page.goto("/about");
    const atLoad = await risingCards(page);
    expect(atLoad.length).toBeGreaterThan(4);
    // Every card's rise follows the scroll: nothing runs on the document's clock.
    expect(atLoad.flatMap((card) => card.timelines)).toEqual(atLoad.map(() => "ViewTimeline"));
    // The cards below the fold wait 12 px down, unseen, for the reader to bring them up.
    const below = atLoad.filter((card) => card.belowTheFold);
    expect(below.length).toBeGreaterThan(0);
    for (const card of below) expect(card.offset).toBeCloseTo(12, 0);

    const first = page.locator(".card-lift").first();
    await first.evaluate((card) => card.scrollIntoView({ block: "center" }));
    await expect
      .poll(() => first.evaluate((card) => new DOMMatrix(getComputedStyle(card).transform).m42))
      .toBeCloseTo(0, 1);
  });
});

test("with reduced motion asked for (the suite's setting), cards stand still @desktop", async ({
  page,
}) => {
  await page.goto("/about");
  const cards = await risingCards(page);
  expect(cards.length).toBeGreaterThan(4);
  expect(cards.flatMap((card) => card.timelines)).toEqual([]);
});
