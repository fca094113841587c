import { request as playwrightRequest } from "@playwright/test";

import { CONFIRM_DATA_DIR, CONFIRM_PORT } from "../playwright.config";
import {
  ACCOUNT_MAIL_SUBJECTS,
  accountState,
  awaitMailed,
  expectNewMemberHome,
  logIn,
  mailboxUrl,
  requestEmailChange,
  signUpToConfirm,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

// The app whose backend requires e-mail confirmation, as a hosted project does by default.
const SITE = `http://127.0.0.1:${CONFIRM_PORT}`;
test.use({ baseURL: SITE });

const mailedLink = (subject: string, email: string, previous: string | null = null) =>
  awaitMailed("link", subject, email, CONFIRM_DATA_DIR, previous);

/**
 * What a mail security scanner does before the person opens the mail: a cookie-less GET of the
 * link, following every redirect. It must leave the link working.
 */
async function scan(link: string) {
  const scanner = await playwrightRequest.newContext();
  try {
    const response = await scanner.get(link, { maxRedirects: 10 });
    expect(response.status()).toBe(200);
    return await response.text();
  } finally {
    await scanner.dispose();
  }
}

test("a scanner that opens each kind of link first leaves it working for the person @desktop", async ({
  page,
  checkA11y,
}) => {
  // Three account flows, each with its own e-mail round trip.
  test.slow();
  const user = uniqueCredentials("scanned");
  await signUpToConfirm(page, user);

  await test.step("sign-up: the link shows a page with one button", async () => {
    const link = await mailedLink(ACCOUNT_MAIL_SUBJECTS.signup, user.email);
    expect(new URL(link).pathname).toBe("/auth/confirm");
    expect(new URL(link).searchParams.get("token_hash")).toBeTruthy();
    expect(new URL(link).searchParams.has("code")).toBe(false);
    expect(await scan(link)).toContain("Confirm my e-mail");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
    await checkA11y(page);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expectNewMemberHome(page);
  });

  const newEmail = `scanned-new-${user.email}`;
  await test.step("e-mail change: both links survive the scanner", async () => {
    await requestEmailChange(page, newEmail);
    const toNew = await mailedLink(ACCOUNT_MAIL_SUBJECTS.emailChange, newEmail);
    const toCurrent = await mailedLink(ACCOUNT_MAIL_SUBJECTS.emailChange, user.email);
    for (const link of [toNew, toCurrent]) await scan(link);
    await page.goto(toNew);
    await expect(
      page.getByText(`Press the button to confirm the change to ${newEmail}.`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirm the change" }).click();
    await expect(toasts(page).getByText("Link accepted")).toBeVisible();
    await page.goto(toCurrent);
    await page.getByRole("button", { name: "Confirm the change" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(page.getByTestId("profile-email")).toHaveText(newEmail);
  });

  await test.step("recovery: the scanned link still leads to a new password", async () => {
    await page.context().clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(newEmail);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const link = await mailedLink(ACCOUNT_MAIL_SUBJECTS.recovery, newEmail);
    expect(await scan(link)).toContain("Choose a new password");
    await page.goto(link);
    await page.getByRole("button", { name: "Choose a new password" }).click();
    await expect(page).toHaveURL("/reset-password");
    await expect(page.getByText(`Choose a new password for ${newEmail}.`)).toBeVisible();
  });
});

test("a link opened without JavaScript still confirms on the button's press @desktop", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const user = uniqueCredentials("nojs");
    await signUpToConfirm(page, user);
    const link = await mailedLink(ACCOUNT_MAIL_SUBJECTS.signup, user.email);
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page).toHaveURL("/");
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name.includes("auth-token"))).toBe(true);
  } finally {
    await context.close();
  }
});

test("signing up in one browser and confirming in another works, and both can log in @desktop", async ({
  page,
  browser,
}) => {
  const user = uniqueCredentials("twodevices");
  await signUpToConfirm(page, user);
  const link = await mailedLink(ACCOUNT_MAIL_SUBJECTS.signup, user.email);

  const phone = await browser.newContext({ baseURL: SITE });
  try {
    const other = await phone.newPage();
    await other.goto(link);
    await other.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(other).toHaveURL("/");
    await expect(toasts(other).getByText("Account created")).toBeVisible();
    await expect(accountState(other)).toHaveAttribute("data-auth", "signed-in");
  } finally {
    await phone.close();
  }

  await test.step("the browser that signed up logs in with the password", async () => {
    await logIn(page, user);
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
  });
});

test("a mail opened in the local mailbox leads on through its button @desktop", async ({
  context,
}) => {
  // A page of its own: the mailbox is the backend's, not one of the site's pages.
  const page = await context.newPage();
  const user = uniqueCredentials("mailbox");
  await signUpToConfirm(page, user);
  await mailedLink(ACCOUNT_MAIL_SUBJECTS.signup, user.email);

  await page.goto(await mailboxUrl(CONFIRM_DATA_DIR));
  await expect(page.getByRole("heading", { name: "Local mailbox" })).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(user.email) })
    .getByRole("link", { name: ACCOUNT_MAIL_SUBJECTS.signup })
    .click();
  await expect(page.getByRole("heading", { name: ACCOUNT_MAIL_SUBJECTS.signup })).toBeVisible();
  await expect(page.getByText(/Or type this code/)).toBeVisible();

  const mail = page.frameLocator('iframe[title="The e-mail as HTML"]');
  await mail.getByRole("link", { name: "Confirm my e-mail" }).click();
  await expect(page).toHaveURL(/\/auth\/confirm\?token_hash=/);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
});
