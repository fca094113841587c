import { expect, test } from "./fixtures";

declare global {
  interface Window {
    /** Elements inside `<main>` (-1: none yet) when the browser first rendered, and once parsed. */
    mainAt?: { firstFrame?: number; parsed?: number };
  }
}

/**
 * The first paint never shows the header alone (the `expect` link in app/site-body.tsx). The
 * document is sent slowly, as a phone on a slow network receives it: in pieces. Without the link
 * the browser renders the header before `<main>` has arrived, in the light colours it has over a
 * light opening band, then again once the home page's dark band is there.
 */
test("the first frame already has the page's opening band under the header", async ({ page }) => {
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
    const count = () => document.getElementById("main")?.getElementsByTagName("*").length ?? -1;
    window.mainAt = {};
    requestAnimationFrame(() => (window.mainAt!.firstFrame = count()));
    document.addEventListener("DOMContentLoaded", () => (window.mainAt!.parsed = count()));
  });

  await page.goto("/", { waitUntil: "load" });
  const mainAt = await page.evaluate(() => window.mainAt);
  expect(mainAt?.parsed).toBeGreaterThan(50);
  expect(mainAt?.firstFrame).toBeGreaterThan(0);
});
