import type { Page } from "@playwright/test";

import { siteRoutes } from "@/content/routes";

import { expect, test } from "./fixtures";

/** Every page a visitor can open without an account: the marketing routes and the account forms. */
const PAGES = [
  ...siteRoutes.map((route) => route.path as string),
  "/login",
  "/signup",
  "/forgot-password",
];

type PageLinks = { path: string; inMain: string[]; all: string[] };

/** The in-site paths a page links to, from its main area and from the whole page. */
async function linksOf(page: Page, path: string): Promise<PageLinks> {
  await page.goto(path);
  await expect(page.getByTestId("site-footer")).toBeVisible();
  const read = (selector: string) =>
    page.locator(selector).evaluateAll((anchors) =>
      anchors
        .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname),
    );
  return { path, inMain: await read("main a[href]"), all: await read("a[href]") };
}

test("a crawl of every page finds a way on from each and no orphan route", async ({ page }) => {
  test.slow();
  const crawled: PageLinks[] = [];
  for (const path of PAGES) crawled.push(await linksOf(page, path));

  // A way on: the page's own content links to another page, not only the header and footer.
  const deadEnds = crawled
    .filter(({ path, inMain }) => !inMain.some((target) => target !== path))
    .map(({ path }) => path);
  expect(deadEnds, "pages whose content links nowhere").toEqual([]);

  // No orphan: every route is linked from some other page's content, header or footer.
  const linkedFrom = new Set(
    crawled.flatMap(({ path, all }) => all.filter((target) => target !== path)),
  );
  const orphans = PAGES.filter((path) => !linkedFrom.has(path));
  expect(orphans, "routes no other page links to").toEqual([]);
});
