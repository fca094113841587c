import type { Page } from "@playwright/test";

import { SESSION_MARKER_COOKIE } from "@/lib/supabase/config";

import { CONFIRM_DATA_DIR, CONFIRM_PORT } from "../playwright.config";
import {
  ACCOUNT_MAIL_SUBJECTS,
  accountState,
  awaitMailed,
  expectNewMemberHome,
  requestEmailChange,
  signUpToConfirm,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

// The app whose backend requires e-mail confirmation, as a hosted project does by default.
test.use({ baseURL: `http://127.0.0.1:${CONFIRM_PORT}` });

const mailedCode = (subject: string, email: string, previous: string | null = null) =>
  awaitMailed("code", subject, email, CONFIRM_DATA_DIR, previous);

/** A 6-digit code that is not `code`. */
function wrongCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, "0");
}

async function typeCode(page: Page, code: string, button: string) {
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: button }).click();
}

test("sign-up, password reset and e-mail change each finish by typing the e-mailed code @desktop", async ({
  page,
  checkA11y,
}) => {
  // Three account flows, each with its own e-mail round trip.
  test.slow();
  const user = uniqueCredentials("coded");

  await test.step("sign-up: the code confirms the address and signs in", async () => {
    await signUpToConfirm(page, user);
    await checkA11y(page);
    const code = await mailedCode(ACCOUNT_MAIL_SUBJECTS.signup, user.email);
    await typeCode(page, code, "Confirm with Code");
    await expectNewMemberHome(page);
  });

  const newEmail = `coded-new-${user.email}`;
  await test.step("e-mail change: the two codes change the address", async () => {
    await requestEmailChange(page, newEmail);
    const toNew = await mailedCode(ACCOUNT_MAIL_SUBJECTS.emailChange, newEmail);
    const toCurrent = await mailedCode(ACCOUNT_MAIL_SUBJECTS.emailChange, user.email);
    await page.getByLabel(`Code sent to ${newEmail}`).fill(toNew);
    await page.getByRole("button", { name: "Confirm with Codes" }).click();
    await expect(toasts(page).getByText("Code accepted")).toBeVisible();
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    await page.getByLabel(`Code sent to ${user.email}`).fill(toCurrent);
    await page.getByRole("button", { name: "Confirm with Codes" }).click();
    await expect(toasts(page).getByText("E-mail changed")).toBeVisible();
    await expect(page.getByTestId("profile-email")).toHaveText(newEmail);
    await expect(page.getByTestId("pending-email")).toHaveCount(0);
  });

  await test.step("password reset: the code leads on to the new password", async () => {
    await page.context().clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(newEmail);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const code = await mailedCode(ACCOUNT_MAIL_SUBJECTS.recovery, newEmail);
    await typeCode(page, code, "Continue with Code");
    await expect(page).toHaveURL("/reset-password");
    await expect(page.getByText(`Choose a new password for ${newEmail}.`)).toBeVisible();
    const password = `${user.password}-reset`;
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText("Password updated")).toBeVisible();
  });
});

test("five wrong codes kill the code, and the screen says so @desktop", async ({ page }) => {
  const user = uniqueCredentials("guessed");
  await signUpToConfirm(page, user);
  const code = await mailedCode(ACCOUNT_MAIL_SUBJECTS.signup, user.email);

  for (let guess = 1; guess <= 4; guess++) {
    await typeCode(page, wrongCode(code, guess), "Confirm with Code");
    // What was typed stays, to be corrected, beside what was wrong with it.
    await expect(page.getByLabel("6-digit code")).toHaveValue(wrongCode(code, guess));
    await expect(
      page.getByText("That code is wrong or has expired.", { exact: true }),
    ).toBeVisible();
  }
  await typeCode(page, wrongCode(code, 5), "Confirm with Code");
  await expect(
    page.getByText("Too many wrong codes: this code no longer works.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");

  await test.step("the right code no longer works either", async () => {
    await typeCode(page, code, "Confirm with Code");
    await expect(
      page.getByText("That code is wrong or has expired.", { exact: true }),
    ).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
  });
});

test("the Check your e-mail screen stays on reload until the visitor starts over @desktop", async ({
  page,
}) => {
  const user = uniqueCredentials("reloaded");
  await signUpToConfirm(page, user);
  await page.reload();
  await expect(
    page.getByText(`We sent a confirmation link and a 6-digit code to ${user.email}`),
  ).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toBeVisible();

  await page.getByRole("button", { name: "Use a different e-mail address" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("6-digit code")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test.describe("without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong code answers on the Check your e-mail screen; the right one signs in", async ({
    page,
  }) => {
    const user = uniqueCredentials("nojs-code");
    await signUpToConfirm(page, user);
    const code = await mailedCode(ACCOUNT_MAIL_SUBJECTS.signup, user.email);

    await typeCode(page, wrongCode(code), "Confirm with Code");
    await expect(page.getByText("Check your e-mail")).toBeVisible();
    await expect(
      page.getByText("That code is wrong or has expired.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("6-digit code")).toHaveValue(wrongCode(code));

    await typeCode(page, code, "Confirm with Code");
    await expect(page).toHaveURL(/\/$/);
    const cookies = await page.context().cookies();
    expect(cookies.map(({ name }) => name)).toContain(SESSION_MARKER_COOKIE);
    expect(cookies.map(({ name }) => name)).not.toContain("gc-pending-signup");
  });

  test("a wrong reset code answers on the reset's Check your e-mail screen", async ({ page }) => {
    const user = uniqueCredentials("nojs-reset");
    await signUpToConfirm(page, user);
    const code = await mailedCode(ACCOUNT_MAIL_SUBJECTS.signup, user.email);
    await typeCode(page, code, "Confirm with Code");
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();

    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const resetCode = await mailedCode(ACCOUNT_MAIL_SUBJECTS.recovery, user.email);
    await typeCode(page, wrongCode(resetCode), "Continue with Code");
    await expect(
      page.getByText("That code is wrong or has expired.", { exact: true }),
    ).toBeVisible();
    await typeCode(page, resetCode, "Continue with Code");
    await expect(page).toHaveURL(/\/reset-password$/);
  });
});
