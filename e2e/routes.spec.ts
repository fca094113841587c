import type { Page } from "@playwright/test";

import { comingSoonOffers, type ComingSoonPath } from "@/content/coming-soon";
import { siteRoutes } from "@/content/routes";
import { isRenderedPerRequest } from "@/lib/security/csp.mjs";

import { expectStrictPolicy, violations, watchViolations } from "./csp-helpers";
import { expect, test } from "./fixtures";
import {
  brokenHeadingWords,
  gapAboveClosingCta,
  holedLastRows,
  LAYOUT_WIDTHS,
  MIN_FIELD_HEIGHT,
  textFieldHeights,
} from "./page-checks";
import { followComingSoonWayOn, PAGE_CONTENT } from "./page-content";

/**
 * The routes with a text field on them: the newsletter on `/`, the contact form and every
 * coming-soon page's notify-me form. Saying which keeps a broken field selector from passing quietly.
 */
const ROUTES_WITH_FIELDS = new Set<string>(["/", "/contact", ...Object.keys(comingSoonOffers)]);

/** Pages with a list of cards or items in columns: the hole check must find one on each. */
const ROUTES_WITH_CARD_LISTS = new Set<string>(["/", "/about", "/ai-assessment", "/ai-updates"]);

/** Pages whose closing call to action follows a section of text, with no tall empty band between. */
const ROUTES_WITH_CLOSING_CTA = new Set<string>([
  "/platform",
  "/ai-assessment",
  "/about",
  "/enterprise",
]);

/**
 * Lists of cards whose last row leaves a hole, at every width the layouts change at: checked on
 * the desktop visit, which resizes its window through the widths.
 */
async function expectNoHoledLastRows(page: Page, path: string) {
  const holes: string[] = [];
  let looked = 0;
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const found = await holedLastRows(page);
    looked += found.looked;
    holes.push(...found.holes.map((hole) => `${path} at ${width} px: ${hole}`));
  }
  expect(holes).toEqual([]);
  if (ROUTES_WITH_CARD_LISTS.has(path)) expect(looked, "lists of cards seen").toBeGreaterThan(0);
}

const isComingSoon = (path: string): path is ComingSoonPath => path in comingSoonOffers;

// One visit per route and size checks everything a page owes every visitor; the desktop visit
// also checks what the page shows from its content module, and ends by following a
// coming-soon page's way on.
for (const route of siteRoutes) {
  test(`${route.path} renders its content, metadata, strict CSP, whole heading words, 44 px fields, no a11y violations and no holed card rows`, async ({
    page,
    checkA11y,
  }, testInfo) => {
    await watchViolations(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    // Its scripts ran (the fixture waited for hydration) under a strict policy, refusing none.
    expectStrictPolicy(
      response?.headers()["content-security-policy"],
      isRenderedPerRequest(route.path) ? "nonce" : "sha256",
    );
    expect(await violations(page)).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(route.path === "/" ? /^Gurukul Code — / : /· Gurukul Code$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      route.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${route.path === "/" ? "/?" : route.path}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /.+/);
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
    expect(await brokenHeadingWords(page), "heading words broken across lines").toEqual([]);
    const fields = await textFieldHeights(page);
    expect(fields.length > 0, "a text field shows").toBe(ROUTES_WITH_FIELDS.has(route.path));
    expect(fields.filter(({ height }) => height < MIN_FIELD_HEIGHT)).toEqual([]);
    await checkA11y(page);
    if (testInfo.project.name !== "desktop") return;
    await PAGE_CONTENT[route.path]?.(page);
    if (ROUTES_WITH_CLOSING_CTA.has(route.path)) {
      expect(await gapAboveClosingCta(page)).toBeLessThanOrEqual(130);
    }
    await expectNoHoledLastRows(page, route.path);
    if (isComingSoon(route.path)) await followComingSoonWayOn(page, route.path);
  });
}

test.describe("not found", () => {
  // Chromium logs the 404 document load itself as a console error.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page", async ({ page, checkA11y }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await checkA11y(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test("the sitemap lists every route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of siteRoutes) {
    expect(sitemap).toContain(`${route.path === "/" ? "" : route.path}</loc>`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
});

test("the home page describes the organisation in JSON-LD", async ({ page }) => {
  await page.goto("/");
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(jsonLd ?? "{}");
  expect(data["@type"]).toBe("Organization");
  expect(data.name).toBe("Gurukul Code");
});

test("responses carry the security headers", async ({ request }) => {
  const response = await request.get("/about");
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
});
