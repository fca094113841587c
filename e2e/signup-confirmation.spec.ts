import type { Page } from "@playwright/test";

import { CONFIRM_DATA_DIR, CONFIRM_PORT } from "../playwright.config";
import {
  ACCOUNT_MAIL_SUBJECTS,
  accountState,
  expectNewMemberHome,
  lastMailedLink,
  openMailedLink,
  submitSignUp,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import type { Credentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

// The app whose backend requires e-mail confirmation, as a hosted project does by default.
test.use({ baseURL: `http://127.0.0.1:${CONFIRM_PORT}` });

const SUBJECT = ACCOUNT_MAIL_SUBJECTS.signup;
const CONFIRM = "Confirm my e-mail";

async function signUp(page: Page, user: Credentials) {
  await page.goto("/signup");
  await submitSignUp(page, user);
}

/** Counts, from now on, the changes to the document that leave it without a title. */
async function recordUntitledMoments(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as typeof window & { untitled?: number };
    w.untitled = 0;
    new MutationObserver(() => {
      if (!document.title) w.untitled! += 1;
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as typeof window & { untitled?: number }).untitled!);
}

/** The newest confirmation link in the mail log that differs from `previous`. */
async function confirmationLink(email: string, previous: string | null = null): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      link = await lastMailedLink(SUBJECT, email, CONFIRM_DATA_DIR);
      return link !== null && link !== previous;
    })
    .toBe(true);
  return link!;
}

test("sign-up asks to confirm the e-mail; the e-mailed link signs the member in and goes home @desktop", async ({
  page,
  checkA11y,
}) => {
  // A sign-up, a mail round trip and a second sign-in on another server.
  test.slow();
  const user = uniqueCredentials("confirm");
  await page.goto("/signup");
  const untitled = await recordUntitledMoments(page);
  await submitSignUp(page, user);
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  // The action refreshes the page; its title must stay throughout.
  expect(await untitled()).toBe(0);
  await expect(
    page.getByText(`We sent a confirmation link and a 6-digit code to ${user.email}.`),
  ).toBeVisible();
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
  // Confirming on a phone leaves this browser a way on: logging in.
  await expect(
    page.getByText("Confirmed it on another device?").getByRole("link", { name: "Log in" }),
  ).toHaveAttribute("href", "/login");
  await checkA11y(page);
  const first = await confirmationLink(user.email);

  await test.step("the password does not sign in before the address is confirmed, and a new link is offered there", async () => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toasts(page).getByText("Email not confirmed")).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
    const offer = page.getByTestId("new-confirmation-link");
    await expect(offer.getByLabel("E-mail")).toHaveValue(user.email);
    await checkA11y(page);
    await offer.getByRole("button", { name: "Send New Link" }).click();
    await expect(page.getByText("Check your e-mail")).toBeVisible();
  });

  const link = await confirmationLink(user.email, first);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: CONFIRM }).click();
  await expectNewMemberHome(page);

  await test.step("the spent link opened again while signed in says the address is confirmed", async () => {
    await openMailedLink(page, link, CONFIRM);
    await expect(page).toHaveURL(/\/profile\?confirmed=1/);
    await expect(page.getByTestId("email-confirmed")).toHaveText(
      "Your e-mail address is confirmed: that link has done its work.",
    );
  });
});

test("a used or invalid confirmation link says so and sends a new one @desktop", async ({
  page,
  checkA11y,
}) => {
  const user = uniqueCredentials("relink");
  await signUp(page, user);
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  const first = await confirmationLink(user.email);

  await test.step("a link whose token is wrong lands on the offer of a new link", async () => {
    const broken = new URL(first);
    const token = broken.searchParams.get("token_hash")!;
    broken.searchParams.set(
      "token_hash",
      `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`,
    );
    await openMailedLink(page, broken.toString(), CONFIRM);
    await expect(page).toHaveURL(/\/signup\?error=invalid_link/);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "That confirmation link is invalid or has expired." }),
    ).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
    await checkA11y(page);
  });

  await page.getByLabel("E-mail").fill(user.email);
  await page.getByRole("button", { name: "Send New Link" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  const second = await confirmationLink(user.email, first);

  await openMailedLink(page, second, CONFIRM);
  await expect(page).toHaveURL("/");
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");

  await test.step("the same link a second time is refused", async () => {
    await page.context().clearCookies();
    await openMailedLink(page, second, CONFIRM);
    await expect(page).toHaveURL(/\/signup\?error=invalid_link/);
    await expect(page.getByRole("button", { name: "Send New Link" })).toBeVisible();
  });
});
