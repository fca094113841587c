import type { Page } from "@playwright/test";

import { siteRoutes } from "@/content/routes";
import { HINDI_PREFIX, pathIn } from "@/lib/i18n/paths";
import { isRenderedPerRequest } from "@/lib/security/csp.mjs";

import { expectStrictPolicy, violations, watchViolations } from "./csp-helpers";
import { expect, test } from "./fixtures";

/** The narrowest phone the layouts are held to. */
const NARROWEST = 320;

/** Every Hindi page: each public route's twin and the sign-in pages. */
const HINDI_PAGES = [
  ...siteRoutes.map((route) => route.path),
  "/login",
  "/signup",
  "/forgot-password",
].map((path) => pathIn("hi", path));

/**
 * The share of the letters of the page's visible text that are Devanagari (marks included),
 * leaving out what is marked as written in another language (the news items of /hi/ai-updates).
 */
function devanagariShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const other of body.querySelectorAll('[lang]:not([lang="hi"])')) other.remove();
    document.documentElement.append(body);
    const text = body.innerText;
    body.remove();
    const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
    const devanagari = letters.filter((letter) => /[\u0900-\u097F]/.test(letter));
    return letters.length === 0 ? 0 : devanagari.length / letters.length;
  });
}

/** How far the page's content reaches past the viewport's right edge, in px. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The phone width axe checks the Hindi pages at, beside the desktop's. */
const PHONE = 390;

// One visit per Hindi page: language, rendering, script policy, Devanagari, then axe at the
// desktop's width and a phone's, and the overflow at the narrowest, resizing the one window (what
// differs between the sizes is the layout, which a resize redoes).
for (const path of HINDI_PAGES) {
  test(`${path} is a Hindi page: lang, prerendered like its English page, Devanagari, no a11y violations at 1280 and 390 px, no overflow at 320 px @desktop`, async ({
    page,
    checkA11y,
  }) => {
    await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const perRequest = isRenderedPerRequest(path);
    expect(response?.headers()["x-nextjs-prerender"] ?? null, "prerendered").toEqual(
      perRequest ? null : expect.stringMatching(/^1/),
    );
    expectStrictPolicy(
      response?.headers()["content-security-policy"],
      perRequest ? "nonce" : "sha256",
    );
    expect(await violations(page)).toEqual([]);
    expect(await devanagariShare(page), "share of Devanagari letters").toBeGreaterThanOrEqual(0.5);
    await expect(page.locator("h1").first(), "a Hindi heading").toHaveText(/[\u0900-\u097F]/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
    await checkA11y(page);
    await page.setViewportSize({ width: PHONE, height: 844 });
    await checkA11y(page);
    await page.setViewportSize({ width: NARROWEST, height: 800 });
    expect(await horizontalOverflow(page), "overflow at 320 px").toBeLessThanOrEqual(0);
  });
}

test("a visitor switches to Hindi on the home page and back to English on another page @desktop", async ({
  page,
}) => {
  await page.goto("/");
  const toHindi = page.getByTestId("site-header").getByRole("link", { name: "हिन्दी" });
  await expect(toHindi).toHaveAttribute("hreflang", "hi");
  await expect(toHindi).toHaveAttribute("lang", "hi");
  await toHindi.click();
  await expect(page).toHaveURL(HINDI_PREFIX);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // Links on a Hindi page stay in Hindi.
  await page
    .getByTestId("site-footer")
    .locator(`a[href="${pathIn("hi", "/about")}"]`)
    .click();
  await expect(page).toHaveURL(pathIn("hi", "/about"));
  await page.getByTestId("site-footer").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("/ and /hi name each other and English as the default, and the sitemap lists both @desktop", async ({
  request,
}) => {
  for (const path of ["/", HINDI_PREFIX]) {
    const html = await (await request.get(path)).text();
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, new URL(href ?? "", "http://site").pathname],
      ),
    );
    expect(alternates).toEqual({ en: "/", hi: HINDI_PREFIX, "x-default": "/" });
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of siteRoutes) {
    expect(sitemap).toContain(`${route.path === "/" ? "" : route.path}</loc>`);
    expect(sitemap).toContain(`${pathIn("hi", route.path)}</loc>`);
  }
  expect(sitemap).toMatch(/hreflang="hi"/);
});

test("form errors on /hi/contact and /hi/login are in Hindi @desktop", async ({ page }) => {
  const { validationUi } = await import("@/content/hi/ui");
  await page.goto(pathIn("hi", "/contact"));
  await page
    .locator("form")
    .filter({ has: page.locator('[name="subject"]') })
    .locator('[type="submit"]')
    .click();
  await expect(page.getByText(validationUi.nameMissing)).toBeVisible();
  await expect(page.getByText(validationUi.emailMissing)).toBeVisible();

  await page.goto(pathIn("hi", "/login"));
  await page
    .locator("form")
    .filter({ has: page.locator('[name="password"]') })
    .locator('[type="submit"]')
    .click();
  await expect(page.getByText(validationUi.passwordMissing)).toBeVisible();
  await expect(page.getByText(validationUi.emailMissing)).toBeVisible();
});
