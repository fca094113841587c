import type { Page } from "@playwright/test";

import { logIn, toasts, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

/** A phone's screen at 390 px wide (the bench's and the review's phone). */
const PHONE_SCREEN_HEIGHT = 844;

/** The empty height between a page's closing call to action and the content above it. */
function gapAboveClosingCta(page: Page) {
  return page.evaluate(() => {
    const bands = [...document.querySelectorAll("main > section, main > div > section")];
    const cta = bands.at(-1);
    const previous = cta?.previousElementSibling;
    const card = cta?.firstElementChild;
    const content = previous?.querySelector(".section-body");
    if (!card || !content) return null;
    return card.getBoundingClientRect().top - content.getBoundingClientRect().bottom;
  });
}

for (const path of ["/platform", "/ai-assessment", "/about", "/enterprise"]) {
  test(`${path}: no tall empty band above the closing call to action`, async ({ page }) => {
    await page.goto(path);
    const gap = await gapAboveClosingCta(page);
    expect(gap).not.toBeNull();
    expect(gap!).toBeLessThanOrEqual(130);
  });
}

/** Rows of a wrapping card list whose cards do not sit centred in the list (a hole beside them). */
function offCentreRows(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((lists) =>
    lists.flatMap((list) => {
      const box = list.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of list.children) {
        const rect = item.getBoundingClientRect();
        const key = Math.round(rect.top);
        rows.set(key, [...(rows.get(key) ?? []), rect]);
      }
      return [...rows.values()]
        .map((rects) => {
          const left = Math.min(...rects.map((rect) => rect.left)) - box.left;
          const right = box.right - Math.max(...rects.map((rect) => rect.right));
          return Math.abs(left - right);
        })
        .filter((difference) => difference > 2);
    }),
  );
}

test("card grids leave no hole beside a short last row @desktop", async ({ page }) => {
  for (const path of ["/ai-assessment", "/about", "/ai-updates"]) {
    await page.goto(path);
    const lists = page.locator('[data-slot="card-grid"], ul[aria-label="AI news gathered today"]');
    await expect(lists.first()).toBeVisible();
    expect(
      await offCentreRows(page, '[data-slot="card-grid"], ul[aria-label="AI news gathered today"]'),
      path,
    ).toEqual([]);
  }
});

test("the home page fits in six phone screens @mobile", async ({ page }) => {
  await page.goto("/");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(6 * PHONE_SCREEN_HEIGHT);
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
