import type { Page } from "@playwright/test";

import { CONFIRM_DATA_DIR, CONFIRM_PORT } from "../playwright.config";
import {
  accountState,
  awaitMailed,
  lastMail,
  uniqueCredentials,
  type Credentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";
import { EMBEDDED_KEY_PLACEHOLDER } from "@/lib/supabase/config";

/** The Hindi auth e-mails' subjects (supabase/templates/hi/subjects.toml). */
const HINDI_SUBJECTS = {
  signup: "Gurukul Code के लिए अपने ई-मेल की पुष्टि करें",
  recovery: "अपना Gurukul Code पासवर्ड रीसेट करें",
};

const DEVANAGARI = /[\u0900-\u097f]/;
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";

/**
 * The form holding `field` on a Hindi page and its one submit button: the Hindi pages' words are
 * their own, the fields' names the English pages'.
 */
function formWith(page: Page, field: string) {
  const form = page.locator(`form:has(input[name="${field}"])`);
  return { form, submit: form.locator('button[type="submit"]') };
}

/** A Hindi e-mail: the document says so, and it reads in Devanagari. */
async function expectHindiMail(subject: string, email: string, dataDir: string) {
  const mail = await lastMail(subject, email, dataDir);
  expect(mail?.html).toContain('<html lang="hi"');
  expect(mail?.text).toMatch(DEVANAGARI);
}

/** Opens an e-mailed link and presses its page's one button, whatever language it speaks. */
async function redeem(page: Page, link: string) {
  await page.goto(link);
  await page.locator('main form button[type="submit"]').click();
}

test("signing up on /hi/signup mails the confirmation in Hindi, and its link confirms @desktop", async ({
  page,
}) => {
  // The server whose backend asks for the address to be confirmed, as a hosted project does.
  test.slow();
  const site = `http://127.0.0.1:${CONFIRM_PORT}`;
  const user = uniqueCredentials("hindi-signup");
  await page.goto(`${site}/hi/signup`);
  const { form, submit } = formWith(page, "password");
  await form.locator('input[name="name"]').fill(user.name);
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await submit.click();

  const link = await awaitMailed("link", HINDI_SUBJECTS.signup, user.email, CONFIRM_DATA_DIR);
  await expectHindiMail(HINDI_SUBJECTS.signup, user.email, CONFIRM_DATA_DIR);
  expect(link).toMatch(new RegExp(`^${site}/auth/confirm\\?token_hash=\\w+&type=signup$`));
  await redeem(page, link);
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
});

/** An account made as the Hindi sign-up form makes one: its language in the metadata. */
async function createHindiAccount(page: Page, credentials: Credentials) {
  const response = await page.request.post("/supabase/auth/v1/signup", {
    headers: {
      apikey: EMBEDDED_KEY_PLACEHOLDER,
      authorization: `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`,
    },
    data: {
      email: credentials.email,
      password: credentials.password,
      data: { full_name: credentials.name, locale: "hi" },
    },
  });
  expect(response.ok()).toBe(true);
}

test("a reset asked for on /hi/forgot-password is mailed in Hindi, and its link sets a new password @desktop", async ({
  page,
  browser,
}) => {
  const user = uniqueCredentials("hindi-reset");
  // Another browser makes the account, so this one asks for the reset signed out.
  const maker = await browser.newPage();
  await createHindiAccount(maker, user);
  await maker.close();

  await page.goto("/hi/forgot-password");
  const { form, submit } = formWith(page, "email");
  await form.locator('input[name="email"]').fill(user.email);
  await submit.click();

  const link = await awaitMailed("link", HINDI_SUBJECTS.recovery, user.email, DATA_DIR);
  await expectHindiMail(HINDI_SUBJECTS.recovery, user.email, DATA_DIR);
  await redeem(page, link);
  await expect(page).toHaveURL(/\/reset-password/);
});

test("a member who chooses हिन्दी on /profile reads the profile in Hindi, and back in English @desktop", async ({
  page,
  checkA11y,
}) => {
  // A sign-up, two saves and an axe run of the whole profile.
  test.slow();
  const user = uniqueCredentials("hindi-profile");
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(user.name);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await page.getByRole("radio", { name: "हिन्दी" }).check();
  await page.getByRole("button", { name: "Save Language" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "मेरी प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "भाषा" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "मेरी प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  await checkA11y(page);

  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("button", { name: "भाषा सेव करें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
});
