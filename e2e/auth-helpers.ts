import { randomUUID } from "node:crypto";

import type { MailboxMessage } from "@gurukul/embedded-supabase";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { EMBEDDED_KEY_PLACEHOLDER } from "@/lib/supabase/config";

export type Credentials = { name: string; email: string; password: string };

/** Fresh credentials no other test uses. */
export function uniqueCredentials(label = "learner"): Credentials {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Asha ${label} ${id}`,
    email: `${label}-${id}@example.com`,
    password: `pw-${randomUUID()}`,
  };
}

/** Creates an account through the site's gateway to the embedded backend, as signUp would. */
export async function createAccount(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post("/supabase/auth/v1/signup", {
    headers: {
      apikey: EMBEDDED_KEY_PLACEHOLDER,
      authorization: `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`,
    },
    data: {
      email: credentials.email,
      password: credentials.password,
      data: { full_name: credentials.name },
    },
  });
  if (!response.ok()) {
    throw new Error(
      `could not create ${credentials.email}: ${response.status()} ${await response.text()}`,
    );
  }
  return credentials;
}

/** The subjects of the account e-mails (supabase/config.toml's templates). */
export const ACCOUNT_MAIL_SUBJECTS = {
  signup: "Confirm your e-mail for Gurukul Code",
  recovery: "Reset your Gurukul Code password",
  emailChange: "Confirm your new Gurukul Code e-mail address",
} as const;

export type { MailboxMessage };

/** The local mailbox of the backend whose data directory is `dataDir`, from its ready file. */
export async function mailboxUrl(dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e") {
  const { readFile } = await import("node:fs/promises");
  const ready = JSON.parse(await readFile(`${dataDir}.ready.json`, "utf8")) as {
    mailboxUrl: string | null;
  };
  if (!ready.mailboxUrl) throw new Error(`the backend of ${dataDir} keeps no mailbox`);
  return ready.mailboxUrl;
}

/** The mail to `email` in that mailbox, newest first. */
export async function mailTo(
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e",
): Promise<MailboxMessage[]> {
  const url = `${await mailboxUrl(dataDir)}/api/messages?to=${encodeURIComponent(email)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The newest mail of this subject (e.g. "Confirm your e-mail for Gurukul Code") to `email`. */
export async function lastMail(
  subject: string,
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e",
): Promise<MailboxMessage | null> {
  return (await mailTo(email, dataDir)).find((mail) => mail.subject === subject) ?? null;
}

/** The link of the newest mail of this subject to `email`, read from the local mailbox. */
export async function lastMailedLink(
  subject: string,
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e",
): Promise<string | null> {
  return (await lastMail(subject, email, dataDir))?.link ?? null;
}

/** The 6-digit code of the newest mail of this subject to `email`. */
export async function lastMailedCode(
  subject: string,
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e",
): Promise<string | null> {
  return (await lastMail(subject, email, dataDir))?.code ?? null;
}

/**
 * The link or code of the newest mail of `subject` to `email` that differs from `previous`,
 * waited for until the mail arrives.
 */
export async function awaitMailed(
  part: "link" | "code",
  subject: string,
  email: string,
  dataDir: string,
  previous: string | null = null,
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      found = (await lastMail(subject, email, dataDir))?.[part] ?? null;
      return found !== null && found !== previous;
    })
    .toBe(true);
  return found!;
}

export function lastRecoveryLink(email: string): Promise<string | null> {
  return lastMailedLink(ACCOUNT_MAIL_SUBJECTS.recovery, email);
}

/** The last e-mail change confirmation link sent to `email` (the new or the current address). */
export function lastEmailChangeLink(email: string): Promise<string | null> {
  return lastMailedLink(ACCOUNT_MAIL_SUBJECTS.emailChange, email);
}

/**
 * Opens an e-mailed link as a person does: the page says what will happen, and only pressing its
 * button (`button`, the page's one action) redeems the link.
 */
export async function openMailedLink(page: Page, link: string, button: string) {
  await page.goto(link);
  await page.getByRole("button", { name: button }).click();
}

/** Asks, on the profile, to move the account to `newEmail`; the form then shows it pending. */
export async function requestEmailChange(page: Page, newEmail: string) {
  await page.goto("/profile");
  await page.getByLabel("New e-mail").fill(newEmail);
  await page.getByRole("button", { name: "Change E-mail" }).click();
  await expect(page.getByTestId("pending-email")).toContainText(newEmail);
}

/** Fills in and sends the sign-up form of the page it is on. */
export async function submitSignUp(page: Page, user: Credentials) {
  await page.getByLabel("Full name").fill(user.name);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Signs up on a site that confirms addresses first: the page then asks to check the e-mail. */
export async function signUpToConfirm(page: Page, user: Credentials) {
  await page.goto("/signup");
  await submitSignUp(page, user);
  await expect(page.getByText("Check your e-mail")).toBeVisible();
}

export async function logIn(page: Page, { email, password }: Credentials, path = "/login") {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Sonner's live region, so a toast is not confused with the same words shown inline. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

export function accountState(page: Page) {
  return page.getByTestId("account-controls").first();
}

/** A new member's landing: the home page, the "Account created" toast, the header signed in. */
export async function expectNewMemberHome(page: Page) {
  await expect(page).toHaveURL("/");
  await expect(toasts(page).getByText("Account created")).toBeVisible();
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
}
