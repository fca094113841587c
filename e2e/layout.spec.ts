import type { Page } from "@playwright/test";

import { siteRoutes } from "@/content/routes";

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

/** Pages with a list of cards or items in columns: the check below must find one on each. */
const ROUTES_WITH_CARD_LISTS = new Set<string>(["/", "/about", "/ai-assessment", "/ai-updates"]);

/** Widths the layouts change at: a phone, Tailwind's sm and md, a small laptop, lg and the desktop. */
const LAYOUT_WIDTHS = [390, 640, 768, 900, 1024, 1280];

/**
 * Lists of equals laid out in columns whose last row leaves a hole that reads as a missing card:
 * neither as wide as the list's widest row nor centred under it. A list of equals is a CSS grid of
 * more than one column, or a wrapping flex row of items of one width, with three or more children
 * of one kind; a two-part text and media layout has two children and is not one. Also returns how
 * many lists were looked at, so a page whose lists went unseen cannot pass quietly.
 */
function holedLastRows(page: Page) {
  return page.evaluate(() => {
    const TOLERANCE = 2;
    // The list's own name where it has one, else its tag and first classes.
    const name = (list: Element) =>
      ["data-slot", "aria-label"]
        .filter((attribute) => list.hasAttribute(attribute))
        .map((attribute) => `[${attribute}="${list.getAttribute(attribute)}"]`)[0] ??
      [list.tagName.toLowerCase(), ...[...list.classList].slice(0, 3)].join(".");
    const isListOfEquals = (list: Element, style: CSSStyleDeclaration, items: DOMRect[]) => {
      if (style.display.endsWith("grid")) {
        return (
          style.gridTemplateColumns.split(/\s+/).filter((track) => /\d/.test(track)).length > 1
        );
      }
      const widths = new Set(items.map((rect) => Math.round(rect.width)));
      return style.display.endsWith("flex") && style.flexWrap === "wrap" && widths.size === 1;
    };
    const holes: string[] = [];
    let looked = 0;
    for (const list of document.querySelectorAll("main *")) {
      const style = getComputedStyle(list);
      if (!/grid|flex/.test(style.display)) continue;
      const children = [...list.children].filter(
        (child) =>
          child.getClientRects().length > 0 &&
          !["absolute", "fixed"].includes(getComputedStyle(child).position),
      );
      if (children.length < 3 || new Set(children.map((child) => child.tagName)).size > 1) continue;
      const items = children.map((child) => child.getBoundingClientRect());
      if (!isListOfEquals(list, style, items)) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const rect of items) {
        const key = [...rows.keys()].find((top) => Math.abs(top - rect.top) <= TOLERANCE);
        rows.set(key ?? rect.top, [...(rows.get(key ?? rect.top) ?? []), rect]);
      }
      const spans = [...rows.values()].map((rects) => ({
        count: rects.length,
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
      }));
      const [first, last] = [spans[0], spans.at(-1)];
      if (!first || !last || first.count < 2) continue;
      looked += 1;
      const left = Math.min(...spans.map((span) => span.left));
      const right = Math.max(...spans.map((span) => span.right));
      const [before, after] = [last.left - left, right - last.right];
      if (Math.abs(before - after) > TOLERANCE) {
        holes.push(`${name(list)}: ${last.count} in a last row of ${first.count}`);
      }
    }
    return { looked, holes };
  });
}

for (const route of siteRoutes) {
  test(`${route.path}: no list of cards leaves a hole in its last row at any width @desktop`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const holes: string[] = [];
    let looked = 0;
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const found = await holedLastRows(page);
      looked += found.looked;
      holes.push(...found.holes.map((hole) => `${route.path} at ${width} px: ${hole}`));
    }
    expect(holes).toEqual([]);
    if (ROUTES_WITH_CARD_LISTS.has(route.path))
      expect(looked, "lists of cards seen").toBeGreaterThan(0);
  });
}

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
