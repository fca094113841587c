import { expect, test } from "./fixtures";

declare global {
  interface Window {
    /** Which parts of the page React had hydrated when `<html data-interactive>` appeared. */
    hydratedAtMark?: Record<string, boolean>;
  }
}

/** A link in each part of the page that React hydrates on its own (app/site-body.tsx). */
const PARTS = {
  header: '[data-testid="header-logo"]',
  page: "main a",
  footer: '[data-testid="site-footer"] a[href="/about"]',
};

/**
 * `<html data-interactive>` says the page answers taps with its own script: the e2e suite waits
 * for it before pressing anything, and the bench's time to hydrated is the time to it. So it must
 * come once every part of the page has hydrated, not only the first, as the floor app's comes
 * once its one page has.
 */
test("the hydration mark comes once the header, the page and the footer have all hydrated", async ({
  page,
}) => {
  await page.addInitScript((parts) => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-interactive")) return;
      observer.disconnect();
      window.hydratedAtMark = Object.fromEntries(
        Object.entries(parts).map(([part, selector]) => {
          const element = document.querySelector(selector);
          // React keeps its fiber on a hydrated element under a `__reactFiber` key.
          const hydrated = element
            ? Object.keys(element).some((key) => key.startsWith("__reactFiber"))
            : false;
          return [part, hydrated];
        }),
      );
    }).observe(document, {
      attributes: true,
      attributeFilter: ["data-interactive"],
      subtree: true,
    });
  }, PARTS);

  await page.goto("/about");
  await expect(page.locator("html[data-interactive]")).toBeAttached();
  expect(await page.evaluate(() => window.hydratedAtMark)).toEqual({
    header: true,
    page: true,
    footer: true,
  });
});
