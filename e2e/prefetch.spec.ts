import type { Page, Request } from "@playwright/test";

import { expect, test } from "./fixtures";

/** Requests for a route's RSC payload, which is what the router's prefetch fetches. */
function recordRouteFetches(page: Page) {
  const fetched: string[] = [];
  page.on("request", (request: Request) => {
    if (request.headers()["rsc"] === "1") fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test("links on screen are not prefetched; a route is fetched when its link is pointed at or focused", async ({
  page,
}) => {
  const fetched = recordRouteFetches(page);
  await page.goto("/career-development");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const footer = page.getByTestId("site-footer");
  const about = footer.getByRole("link", { name: "About Us" });
  await about.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const aboutFetch = page.waitForRequest(
    (request) => request.headers()["rsc"] === "1" && new URL(request.url()).pathname === "/about",
  );
  await about.hover();
  await aboutFetch;

  const contactFetch = page.waitForRequest(
    (request) => request.headers()["rsc"] === "1" && new URL(request.url()).pathname === "/contact",
  );
  await footer.getByRole("link", { name: "Contact", exact: true }).focus();
  await contactFetch;

  // The prefetched route opens in place, without loading a new document.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});
