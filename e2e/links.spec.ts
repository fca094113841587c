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

/** In-site paths that are not pages to crawl: endpoints, the backend's gateway, files. */
const NOT_A_PAGE = /^\/(api|supabase|auth|_next)(\/|$)|\.[a-z0-9]+$/i;

type PageLinks = { path: string; status: number; inMain: string[]; all: string[] };

/** The in-site paths a page links to, from its main area and from the whole page. */
async function linksOf(page: Page, path: string): Promise<PageLinks> {
  const response = await page.goto(path);
  await expect(page.getByTestId("site-footer")).toBeVisible();
  const read = (selector: string) =>
    page.locator(selector).evaluateAll((anchors) =>
      anchors
        .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname),
    );
  return {
    path: new URL(page.url()).pathname,
    status: response?.status() ?? 0,
    inMain: await read("main a[href]"),
    all: await read("a[href]"),
  };
}

/** A way on: the page's own content links to another page, not only to itself or home. */
const hasWayOn = ({ path, inMain }: PageLinks) =>
  inMain.some((target) => target !== path && target !== "/");

test("a crawl from the home page reaches every route, and every page offers a way on", async ({
  page,
}) => {
  test.slow();
  const crawled = new Map<string, PageLinks>();
  const queue = ["/"];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const links = await linksOf(page, queue.shift()!);
    crawled.set(links.path, links);
    for (const target of links.all) {
      if (queued.has(target) || NOT_A_PAGE.test(target)) continue;
      queued.add(target);
      queue.push(target);
    }
  }

  const broken = [...crawled.values()].filter(({ status }) => status !== 200);
  expect(
    broken.map(({ path, status }) => `${path} (${status})`),
    "links to pages that fail",
  ).toEqual([]);

  // No orphan: following links from `/` (header, footer and content alike) reaches every route.
  const unreached = PAGES.filter((path) => !crawled.has(path));
  expect(unreached, "routes no link from the home page leads to").toEqual([]);

  const deadEnds = [...crawled.values()].filter((links) => !hasWayOn(links));
  expect(
    deadEnds.map(({ path }) => path),
    "pages whose content links only home or nowhere",
  ).toEqual([]);
});

test.describe("a missing page", () => {
  test.use({ expectedConsoleErrors: [/404/] });

  test("offers a way on besides home", async ({ page }) => {
    const links = await linksOf(page, "/no-such-page");
    expect(links.status).toBe(404);
    expect(hasWayOn(links), `${links.inMain.join(", ")}`).toBe(true);
  });
});
