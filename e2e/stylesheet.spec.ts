import { readFileSync } from "node:fs";

import { expect, test } from "./fixtures";

/**
 * The stylesheet arrives inside each page (`experimental.inlineCss`), so the first paint waits for
 * one round trip, not two. These check the shape the budgets rely on in the HTML Next serves: no
 * render-blocking stylesheet link, the rules in one `<style>`, and the text at most twice (the
 * `<style>` and the page's payload). A Next upgrade that changes any of it fails here.
 */
const PAGES = [
  { path: "/", status: 200 },
  { path: "/ai-updates", status: 200 },
  { path: "/login", status: 200 },
  { path: "/unsubscribe", status: 200 },
  { path: "/no-such-page-here", status: 404 },
];

/** A class only the site's stylesheet defines. */
const MARKER = ".hero-lede";

/** The text of the page's `<style>` that holds the site's rules. */
const siteRules = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .filter((rules) => rules.includes(MARKER));

/** A hex colour as six lowercase digits, its alpha dropped: `#fffc` is `ffffff`. */
const rgbOf = (hex: string) => {
  const digits = hex.toLowerCase();
  return digits.length <= 4
    ? [...digits.slice(0, 3)].map((digit) => digit + digit).join("")
    : digits.slice(0, 6);
};

for (const { path, status } of PAGES) {
  test(`${path} carries its stylesheet inline, once as rules @desktop`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const html = await response.text();

    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = siteRules(html);
    expect(styles).toHaveLength(1);
    const perCopy = (styles[0] ?? "").split(MARKER).length - 1;
    expect(perCopy).toBeGreaterThan(0);
    const copies = (html.split(MARKER).length - 1) / perCopy;
    expect(copies).toBeLessThanOrEqual(2);
  });
}

test("a page styles itself before any script runs @desktop", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const header = page.getByTestId("site-header");
  await expect(header).toBeVisible();
  // The header is fixed to the top by the stylesheet; unstyled, it would sit in the flow.
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  // No script will tell the session: the account corner shows its links, by a media query rather
  // than a <noscript> style (which HTML allows in the head only).
  await expect(
    page.getByTestId("account-controls").getByRole("link", { name: "Log In" }),
  ).toBeVisible();
  expect(await page.locator("body noscript").count()).toBe(0);
  await context.close();
});

test("the stylesheet names no colour but the theme's @desktop", async ({ request }) => {
  // Tailwind writes a rule for every class it finds in its sources; a class from a test's fixture
  // or a document would ship a colour the brand does not have to every page.
  const theme = new Set(
    [...readFileSync("app/globals.css", "utf8").matchAll(/#([0-9a-f]{3,8})\b/gi)].map(([, hex]) =>
      rgbOf(hex ?? ""),
    ),
  );
  const [rules = ""] = siteRules(await (await request.get("/")).text());
  const colours = [...rules.matchAll(/#([0-9a-f]{3,8})\b/gi)].map(([, hex]) => hex ?? "");
  expect(colours.length).toBeGreaterThan(0);
  // Black is the tint of Tailwind's shadows, and #0000 is transparent.
  const foreign = colours.filter((hex) => rgbOf(hex) !== "000000" && !theme.has(rgbOf(hex)));
  expect([...new Set(foreign)]).toEqual([]);
});
