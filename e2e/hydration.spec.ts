import { expect, test } from "./fixtures";

declare global {
  interface Window {
    /** Whether React had hydrated the footer's link when `<html data-interactive>` appeared. */
    footerHydratedAtMark?: boolean;
  }
}

/**
 * The mark that the page answers taps (`<html data-interactive>`) comes once React has hydrated
 * the header and the site's helpers; the page's body and footer hydrate just after
 * (`app/site-body.tsx`). A tap that lands there first must still be answered by the app: React
 * hydrates that part at once and hands it the tap.
 */
test("a tap in the footer before it has hydrated still opens the page in the app", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (location.pathname !== "/career-development") return;
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-interactive")) return;
      observer.disconnect();
      const about = document.querySelector<HTMLAnchorElement>(
        '[data-testid="site-footer"] a[href="/about"]',
      );
      if (!about) throw new Error("the footer has no link to /about");
      // React keeps its fiber on a hydrated element under a `__reactFiber` key.
      window.footerHydratedAtMark = Object.keys(about).some((key) =>
        key.startsWith("__reactFiber"),
      );
      about.click();
    }).observe(document, {
      attributes: true,
      attributeFilter: ["data-interactive"],
      subtree: true,
    });
  });

  await page.goto("/career-development");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { hydratedAtMark, documentUrl } = await page.evaluate(() => ({
    hydratedAtMark: window.footerHydratedAtMark,
    documentUrl: new URL(performance.getEntriesByType("navigation")[0]?.name ?? location.href)
      .pathname,
  }));
  // The tap came before the footer had hydrated...
  expect(hydratedAtMark).toBe(false);
  // ...and the router answered it: the document is still the one first loaded.
  expect(documentUrl).toBe("/career-development");
});
