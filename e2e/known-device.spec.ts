import { randomBytes } from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { accountState, createAccount, logIn, toasts, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { EMBEDDED_KEY_PLACEHOLDER } from "../lib/supabase/config";

/**
 * Password guessing against one account from rotating /64s, through the site's gateway as a
 * browser's script would send it: the account's budget of wrong passwords runs out for unknown
 * devices, while the browser its owner logged in with before still gets in.
 */

const gatewayKey = {
  apikey: EMBEDDED_KEY_PLACEHOLDER,
  authorization: `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`,
};

/** Wrong passwords from `networks` /64s of their own, three each, a new address every time. */
async function guess(request: APIRequestContext, email: string, networks: number) {
  const statuses: number[] = [];
  for (let n = 0; n < networks; n++) {
    const prefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    for (let i = 0; i < 3; i++) {
      const address = `${prefix}:${randomBytes(8).toString("hex").match(/.{4}/g)!.join(":")}`;
      const response = await request.post("/supabase/auth/v1/token?grant_type=password", {
        headers: { ...gatewayKey, "content-type": "application/json", "x-forwarded-for": address },
        data: { email, password: `guess-${n}-${i}` },
        failOnStatusCode: false,
      });
      statuses.push(response.status());
    }
  }
  return statuses;
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).first().click();
  await page.getByTestId("account-menu").getByRole("menuitem", { name: "Log out" }).click();
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
}

test("a browser that logged in before still logs in while strangers guess the password @desktop", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const user = await createAccount(request, uniqueCredentials("guessed"));

  await test.step("the owner logs in once and logs out", async () => {
    await logIn(page, user);
    await expect(page).toHaveURL("/");
    await logOut(page);
  });

  await test.step("strangers guess from 20 rotating /64s", async () => {
    const statuses = await guess(request, user.email, 20);
    // Compared (400) until the account's budget for unknown devices is spent, refused (429) after.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(20);
    expect(statuses.slice(-10)).toEqual(Array<number>(10).fill(429));
  });

  await test.step("the same browser logs in again", async () => {
    await logIn(page, user);
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
  });

  await test.step("a browser never used before gets our refusal and a way on", async () => {
    const context = await browser.newContext({ baseURL });
    try {
      const fresh = await context.newPage();
      // This page is not the fixture's, which waits for hydration after each navigation itself.
      await fresh.goto("/login");
      await fresh.waitForFunction(() => document.documentElement.hasAttribute("data-interactive"));
      await fresh.getByLabel("E-mail").fill(user.email);
      await fresh.getByLabel("Password", { exact: true }).fill(user.password);
      await fresh.getByRole("button", { name: "Log In" }).click();
      const message = fresh.getByTestId("form-message");
      await expect(message).toContainText("Too many sign-in attempts");
      await expect(message).toContainText("reset your password");
      await expect(toasts(fresh).getByText("Too many sign-in attempts")).toBeVisible();
      await expect(fresh).toHaveURL(/\/login/);
    } finally {
      await context.close();
    }
  });
});
