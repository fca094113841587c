import type { APIRequestContext, Page } from "@playwright/test";

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

/**
 * The in-site paths a page links to, from its main area and from the whole page, as the server
 * sends them: every link is in the HTML, so a visitor without JavaScript has the same ways on.
 */
async function linksOf(page: Page, request: APIRequestContext, path: string): Promise<PageLinks> {
  const response = await request.get(path);
  const url = response.url();
  const html = await response.text();
  const { inMain, all } = await page.evaluate(
    ({ html, base }) => {
      const document = new DOMParser().parseFromString(html, "text/html");
      const { origin } = new URL(base);
      const paths = (selector: string) =>
        [...document.querySelectorAll<HTMLAnchorElement>(selector)]
          .map((anchor) => new URL(anchor.getAttribute("href") ?? "", base))
          .filter((target) => target.origin === origin)
          .map((target) => target.pathname);
      return { inMain: paths("main a[href]"), all: paths("a[href]") };
    },
    { html, base: url },
  );
  return { path: new URL(url).pathname, status: response.status(), inMain, all };
}

/** A way on: the page's own content links to another page, not only to itself or home. */
const hasWayOn = ({ path, inMain }: PageLinks) =>
  inMain.some((target) => target !== path && target !== "/");

test("a crawl from the home page reaches every route, and every page offers a way on @desktop", async ({
  page,
  request,
}) => {
  const crawled = new Map<string, PageLinks>();
  const queue = ["/"];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const links = await linksOf(page, request, queue.shift()!);
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

test("a missing page offers a way on besides home @desktop", async ({ page, request }) => {
  const links = await linksOf(page, request, "/no-such-page");
  expect(links.status).toBe(404);
  expect(hasWayOn(links), `${links.inMain.join(", ")}`).toBe(true);
});
