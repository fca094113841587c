import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { CAPTCHA_PORT, CAPTCHA_VERIFIER } from "../playwright.config";
import { accountState, toasts, uniqueCredentials, type Credentials } from "./auth-helpers";
import { expectStrictPolicy, violations, watchViolations } from "./csp-helpers";
import { expect, test } from "./fixtures";

/**
 * The human check on the server whose backend has CAPTCHA protection on: the forms show
 * Turnstile's widget and pass its token, the backend asks the verifier (the suite's receiver, in
 * Cloudflare's place) and refuses what it does not vouch for. The browser gets e2e/turnstile-fake.js
 * for Turnstile's script, since Cloudflare cannot be reached here.
 */
test.use({ baseURL: `http://127.0.0.1:${CAPTCHA_PORT}` });

const CLOUDFLARE = "https://challenges.cloudflare.com";
const fakeTurnstile = readFile(new URL("./turnstile-fake.js", import.meta.url), "utf8");

test.beforeEach(async ({ page }) => {
  const script = await fakeTurnstile;
  await page.route(`${CLOUDFLARE}/turnstile/v0/api.js*`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: script }),
  );
  await page.route(`${CLOUDFLARE}/cdn-cgi/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>check</title>" }),
  );
});

/** Every token the verifier has been asked about, in order. */
async function verifierChecks(page: Page) {
  const response = await page.request.get(`${CAPTCHA_VERIFIER}/turnstile/checks`);
  return (await response.json()) as { response: string; remoteip: string; success: boolean }[];
}

/** The backend asked the verifier about `token` for the visitor's address, and got `success`. */
async function expectVerified(page: Page, token: string, success: boolean) {
  expect(await verifierChecks(page)).toContainEqual({
    response: token,
    remoteip: "127.0.0.1",
    success,
  });
}

function passCheck(page: Page) {
  return page.getByLabel("Verify you are human").check();
}

async function fillSignUp(page: Page, { name, email, password }: Credentials) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
}

test.describe("the human check", () => {
  // Each test walks several auth forms through a second server: up to 20 s on two slow cores.
  test.slow();

  test("shows on the auth forms under a policy that allows Cloudflare and nothing inline @desktop", async ({
    page,
    checkA11y,
  }) => {
    await watchViolations(page);
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"];
      expectStrictPolicy(policy, "nonce");
      expect(policy).toContain(`script-src 'self' ${CLOUDFLARE} `);
      expect(policy).toContain(`frame-src ${CLOUDFLARE}`);
      await expect(page.getByTestId("captcha").getByLabel("Verify you are human")).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await checkA11y(page);
    }
  });

  test("@desktop asks for the check before the backend is called, keeping what was typed", async ({
    page,
  }) => {
    const user = uniqueCredentials("captcha-missing");
    const before = (await verifierChecks(page)).length;
    await page.goto("/signup");
    await fillSignUp(page, user);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByTestId("form-message")).toContainText(
      "Please complete the security check",
    );
    await expect(page.getByLabel("Full name")).toHaveValue(user.name);
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
    expect((await verifierChecks(page)).length).toBe(before);
  });

  test("@desktop signs up and logs in once the check is passed; the backend verified each token", async ({
    page,
  }) => {
    const user = uniqueCredentials("captcha-pass");
    await page.goto("/signup");
    await fillSignUp(page, user);
    await passCheck(page);
    const token = await page.locator("input[name=cf-turnstile-response]").inputValue();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
    await expectVerified(page, token, true);

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await passCheck(page);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/");
    await expect(toasts(page).getByText("Login successful")).toBeVisible();

    // Changing the password checks the current one with a fresh sign-in: the check again.
    await page.goto("/profile");
    const newPassword = `${user.password}-new`;
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await passCheck(page);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toasts(page).getByText("Password changed")).toBeVisible();
  });

  test("@desktop refuses a token the verifier does not vouch for, then offers a fresh check", async ({
    page,
  }) => {
    const user = uniqueCredentials("captcha-forged");
    await page.goto("/signup");
    await fillSignUp(page, user);
    await passCheck(page);
    await page
      .locator("input[name=cf-turnstile-response]")
      .evaluate((input: HTMLInputElement) => (input.value = "forged-token"));
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByTestId("form-message")).toContainText(
      "The security check did not go through",
    );
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
    // A token is good once: the widget starts over for the next try.
    await expect(page.getByLabel("Verify you are human")).not.toBeChecked();
    await expectVerified(page, "forged-token", false);

    await page.getByLabel("Password").fill(user.password);
    await passCheck(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/");
  });

  test("@desktop says an address is registered only once its check has passed", async ({
    page,
  }) => {
    const user = uniqueCredentials("captcha-taken");
    await page.goto("/signup");
    await fillSignUp(page, user);
    await passCheck(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/");
    await page.context().clearCookies();

    await page.goto("/signup");
    await fillSignUp(page, { ...user, name: "Someone Else" });
    await passCheck(page);
    await page
      .locator("input[name=cf-turnstile-response]")
      .evaluate((input: HTMLInputElement) => (input.value = "forged-token"));
    await page.getByRole("button", { name: "Create Account" }).click();
    const message = page.getByTestId("form-message");
    await expect(message).toContainText("The security check did not go through");
    await expect(message).not.toContainText("already in use");

    await page.getByLabel("Password").fill(`${user.password}-2`);
    await passCheck(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(message).toContainText("Email already in use");
  });

  test("@desktop sends a reset link once the check is passed", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(uniqueCredentials("captcha-reset").email);
    await passCheck(page);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").getByText("Check your e-mail")).toBeVisible();
  });
});
