import { request as playwrightRequest } from "@playwright/test";
import type { Browser, BrowserContext } from "@playwright/test";

import { CONFIRM_DATA_DIR, CONFIRM_PORT } from "../playwright.config";
import {
  accountState,
  ACCOUNT_MAIL_SUBJECTS,
  lastMailedLink,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

// The app whose backend requires e-mail confirmation: a sign-up's link signs its opener in.
const SITE = `http://127.0.0.1:${CONFIRM_PORT}`;
const ATTACKER = "http://attacker.example";
test.use({
  baseURL: SITE,
  // Next refuses a server action posted from another origin with a 500 ("Invalid Server Actions
  // request"), which Chromium logs as a failed load of the attacker's post.
  expectedConsoleErrors: [/status of 500/],
});

/** The attacker's own account, signed up but not confirmed: its mailed link signs whoever redeems it in. */
async function attackersLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const attacker = uniqueCredentials("attacker");
    await page.goto("/signup");
    await page.getByLabel("Full name").fill(attacker.name);
    await page.getByLabel("E-mail").fill(attacker.email);
    await page.getByLabel("Password").fill(attacker.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Check your e-mail")).toBeVisible();
    let link: string | null = null;
    await expect
      .poll(async () => {
        link = await lastMailedLink(ACCOUNT_MAIL_SUBJECTS.signup, attacker.email, CONFIRM_DATA_DIR);
        return link;
      })
      .not.toBeNull();
    return link!;
  } finally {
    await context.close();
  }
}

/** The confirm page's form as the attacker reads it: every field, the action's id among them. */
async function formFields(browser: Browser, link: string): Promise<[string, string][]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(link);
    return await page
      .locator("form", { has: page.getByRole("button", { name: "Confirm my e-mail" }) })
      .locator("input[type=hidden]")
      .evaluateAll((inputs) =>
        inputs.map((input) => [
          (input as HTMLInputElement).name,
          (input as HTMLInputElement).value,
        ]),
      );
  } finally {
    await context.close();
  }
}

const signedIn = async (context: BrowserContext) =>
  (await context.cookies(SITE)).some((cookie) => cookie.name.includes("auth-token"));

test("the confirm button's post is refused from another site or without an Origin, and works from its page @desktop", async ({
  browser,
  page,
  context,
}) => {
  const link = await attackersLink(browser);
  const fields = await formFields(browser, link);
  expect(fields.some(([name]) => name.startsWith("$ACTION"))).toBe(true);

  await test.step("a page on another site posting the form signs the victim in to nothing", async () => {
    const hidden = fields
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join("");
    // The attacker's page marks itself interactive, as the suite's `goto` waits for ours to be.
    await page.route(`${ATTACKER}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html data-interactive><title>Prize</title><form method="post" enctype="multipart/form-data" action="${link}">${hidden}<button>Claim your prize</button></form>`,
      }),
    );
    await page.goto(`${ATTACKER}/prize`);
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Claim your prize" }).click();
    await answered;
    expect(await signedIn(context)).toBe(false);
  });

  await test.step("a post without Origin or Sec-Fetch-Site, as no browser's form sends, is refused too", async () => {
    const client = await playwrightRequest.newContext();
    try {
      const response = await client.post(link, {
        multipart: Object.fromEntries(fields),
        maxRedirects: 0,
      });
      const cookies = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === "set-cookie");
      expect(cookies.some(({ value }) => value.includes("auth-token"))).toBe(false);
    } finally {
      await client.dispose();
    }
  });

  await test.step("the link's own page and button still redeem it", async () => {
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
    expect(await signedIn(context)).toBe(true);
  });
});
