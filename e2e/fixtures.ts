import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

type Options = {
  /** Console errors a test expects, e.g. the 404 of a page that is meant to be missing. */
  expectedConsoleErrors: RegExp[];
};

type Fixtures = {
  /** Console errors and uncaught exceptions of the page; a test fails when any remain. */
  consoleErrors: string[];
  /** Runs axe (WCAG 2.2 A/AA and best practices) on the current page. */
  checkA11y: (page: Page) => Promise<void>;
};

/**
 * A page answers script only once React has hydrated it: a test that goes to a page waits for
 * `<html data-interactive>` (components/providers/interactive-mark.tsx) before it presses anything.
 */
async function untilInteractive(page: Page, response: Response | null) {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  // Checked every 50 ms: the default checks on every animation frame, which keeps the page
  // painting while it hydrates and slows the whole suite on two cores.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-interactive"),
    null,
    {
      polling: 50,
    },
  );
}

export const test = base.extend<Options & Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilInteractive(page, response);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilInteractive(page, response);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        // Every rule still runs; only violations are gathered node by node (a third faster).
        .options({ resultTypes: ["violations"] })
        // Results gathered in the page itself, not in a second blank page that loads axe again:
        // half the time per check. Our pages embed no cross-origin frame, the one case this skips.
        .setLegacyMode()
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map(
              (node) =>
                `${node.target.join(" ")} (${node.failureSummary?.split("\n").at(-1)?.trim()})`,
            )
            .join(", ")}`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };
