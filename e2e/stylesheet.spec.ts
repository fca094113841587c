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

for (const { path, status } of PAGES) {
  test(`${path} carries its stylesheet inline, once as rules @desktop`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const html = await response.text();

    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? "")
      .filter((rules) => rules.includes(MARKER));
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
  await context.close();
});
