import { expect, test } from "./fixtures";

declare global {
  interface Window {
    /** What the page held when the browser first rendered it, and once it was parsed. */
    firstPaint?: { main?: number; lede?: boolean; parsedMain?: number };
  }
}

/**
 * The first paint already holds the page's opening band down to its lede (the `expect` links in
 * app/site-body.tsx and components/marketing/page-hero.tsx). The document is sent slowly, as a
 * phone on a slow network receives it: in pieces. Without the links the browser renders the
 * header before `<main>` has arrived, and the lede, the page's largest text, a frame later.
 */
test("the first frame already has the opening band and its lede under the header", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 100_000,
    uploadThroughput: 100_000,
  });
  // Runs before the document parses: animation frame callbacks run at the first rendering, which
  // a render-blocked document does not get.
  await page.addInitScript(() => {
    // Elements inside `<main>`, or -1 while there is no `<main>`.
    const main = () => document.getElementById("main")?.getElementsByTagName("*").length ?? -1;
    window.firstPaint = {};
    requestAnimationFrame(() => {
      window.firstPaint!.main = main();
      window.firstPaint!.lede = document.getElementById("page-lede") !== null;
    });
    document.addEventListener("DOMContentLoaded", () => (window.firstPaint!.parsedMain = main()));
  });

  await page.goto("/", { waitUntil: "load" });
  const firstPaint = await page.evaluate(() => window.firstPaint);
  expect(firstPaint?.parsedMain).toBeGreaterThan(50);
  expect(firstPaint?.main).toBeGreaterThan(0);
  expect(firstPaint?.lede).toBe(true);
});
