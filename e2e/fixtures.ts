import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = {
  /** Console errors and uncaught exceptions of the page; a test fails when any remain. */
  consoleErrors: string[];
  /** Runs axe (WCAG 2.2 A/AA and best practices) on the current page. */
  checkA11y: (page: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // Expected 404 document loads (the not-found test) are logged by Chromium as errors.
      const unexpected = errors.filter((text) => !/status of 404/.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };
