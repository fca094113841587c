import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { statements, type Choice, type Statement } from "@/content/assessment-questions";

import { ENGINE_REPEAT } from "../playwright.config";
import { toasts, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { authUser, rows } from "./forms-helpers";

/**
 * The career self-assessment as a visitor takes it: keyboard only through the five screens,
 * the result, sign-up from it, the result on the profile, a second attempt, the data download
 * and deletion. Scoring and storing are covered below the browser (lib/assessment,
 * supabase/tests/assessment.test.ts); this is the journey. Desktop only, on both engines.
 */

type Answer = (statement: Statement) => Choice;

const agreeWithAll: Answer = () => 4;
const drawnToMoney: Answer = (statement) =>
  "trait" in statement && statement.trait === "money" ? 5 : 3;

const WIDTHS = [1280, 390] as const;

/** axe at each width, and nothing wider than a 320 px screen (not on the engine repeat). */
async function checkScreen(page: Page, checkA11y: (page: Page) => Promise<void>, overflow = false) {
  if (ENGINE_REPEAT) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page);
  }
  if (overflow) {
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Answers every screen with the keyboard alone: Tab into each group, arrows to the choice. */
async function answerWithKeyboard(
  page: Page,
  answer: Answer,
  checkA11y?: (page: Page) => Promise<void>,
) {
  for (let step = 1; step <= 5; step++) {
    const heading = page.getByRole("heading", { level: 2, name: new RegExp(`^Step ${step} of 5`) });
    await expect(heading).toBeFocused();
    if (checkA11y) await checkScreen(page, checkA11y, step === 1);
    const screen = statements.slice((step - 1) * 8, step * 8);
    for (const statement of screen) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("group", { name: statement.text })).toBeVisible();
      await page.keyboard.press("Space");
      for (let i = 1; i < answer(statement); i++) await page.keyboard.press("ArrowRight");
    }
    const next = page.getByRole("button", { name: step === 5 ? "See my results" : "Next" });
    for (let i = 0; i < 3 && !(await next.evaluate((node) => node === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL("/ai-assessment/result");
}

test.describe("career self-assessment @desktop", () => {
  // Two attempts of 40 statements by keyboard, axe on every screen at two widths, sign-up.
  test.setTimeout(240_000);

  test("taken with the keyboard, saved on sign-up, taken again, downloaded and deleted", async ({
    page,
    checkA11y,
  }) => {
    const user = uniqueCredentials("assessed");
    const report = page.getByTestId("assessment-report");

    await test.step("the intro starts the assessment; every screen answered by keyboard", async () => {
      await page.goto("/ai-assessment");
      await checkScreen(page, checkA11y);
      const start = page.getByRole("main").getByRole("button", { name: "Start Assessment" });
      await start.focus();
      await page.keyboard.press("Enter");
      // An unanswered screen is not passed: the first statement is pointed at.
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Please answer the 8 statements marked above.")).toBeVisible();
      await page.getByRole("heading", { name: /^Step 1 of 5/ }).focus();
      await answerWithKeyboard(page, agreeWithAll, checkA11y);
    });

    await test.step("the result: five pillars and three directions", async () => {
      await expect(report.getByTestId("result-pillar")).toHaveCount(5);
      await expect(report.getByTestId("result-pillar").first()).toContainText("75");
      await expect(report.getByTestId("result-direction")).toHaveCount(3);
      await expect(report.getByTestId("result-direction").first()).toContainText(
        "Data and business analyst",
      );
      await expect(page.getByRole("heading", { name: "Request a callback" })).toBeVisible();
      await checkScreen(page, checkA11y, true);
      // Printed, it fits one or two A4 pages.
      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(2);
    });

    await test.step("signing up from the result saves it to the account", async () => {
      await page.getByRole("link", { name: "Sign up to save my result" }).click();
      await page.getByLabel("Full name").fill(user.name);
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL("/ai-assessment/result");
      await expect(page.getByTestId("result-saved")).toBeVisible();
      await page.goto("/profile");
      await expect(page.getByTestId("my-assessment-directions")).toHaveText(
        "Best fit: Data and business analyst, Software engineer, Product manager",
      );
    });

    await test.step("taking it again gives a new result on the profile", async () => {
      await page.getByTestId("my-assessment").getByRole("link", { name: "Take it again" }).click();
      await expect(page.getByRole("heading", { name: /^Step 1 of 5/ })).toBeFocused();
      await answerWithKeyboard(page, drawnToMoney);
      await expect(report.getByTestId("result-direction").first()).toContainText(
        "Finance and accounts",
      );
      await expect(page.getByTestId("result-saved")).toBeVisible();
      await page.goto("/profile");
      await expect(page.getByTestId("my-assessment-directions")).toHaveText(
        "Best fit: Finance and accounts, Entrepreneur or founder, Data and business analyst",
      );
    });

    await test.step("the data download holds both attempts' answers", async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download my data" }).click();
      const data = JSON.parse(await readFile((await (await download).path())!, "utf8"));
      expect(data.assessment_results).toHaveLength(2);
      expect(Object.keys(data.assessment_results[1].answers)).toHaveLength(statements.length);
      expect(data.assessment_results[1].directions[0]).toBe("finance");
    });

    await test.step("deleting the account deletes its results", async () => {
      const { id } = (await authUser(user.email))!;
      expect(await rows("assessment_results", `user_id=eq.${id}`)).toHaveLength(2);
      await page.getByRole("button", { name: "Delete Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await expect(toasts(page).getByText("Account deleted")).toBeVisible({ timeout: 15_000 });
      expect(await rows("assessment_results", `user_id=eq.${id}`)).toEqual([]);
    });
  });
});
