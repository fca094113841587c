import { randomInt } from "node:crypto";

import type { Page } from "@playwright/test";

import {
  accountState,
  createAccount,
  expectNewMemberHome,
  lastMailedCode,
  mailTo,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

/** An Indian mobile number no other test uses: ten digits starting with 9, national form. */
const uniqueNational = () => `9${String(randomInt(100_000_000, 999_999_999))}`;

/** The code of the newest SMS to `+91<national>` in the local mailbox that differs from `previous`. */
async function textedCode(national: string, previous: string | null = null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const [sms] = await mailTo(`+91${national}`);
      code = /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1] ?? null;
      return code !== null && code !== previous;
    })
    .toBe(true);
  return code!;
}

/** "Continue with mobile number" on /login, then the number sent. */
async function askForCode(page: Page, national: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with mobile number" }).click();
  await page.getByRole("textbox", { name: "Mobile number" }).fill(national);
  await page.getByRole("button", { name: "Send Code" }).click();
}

async function typeCode(page: Page, code: string, button = "Verify and Log In") {
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: button }).click();
}

test("a visitor signs in with a mobile number; the same number at once is told to wait @desktop", async ({
  page,
  checkA11y,
}) => {
  const national = uniqueNational();

  await test.step("the number field and the code field are the phone's kinds", async () => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with mobile number" }).click();
    const field = page.getByRole("textbox", { name: "Mobile number" });
    await expect(field).toHaveAttribute("type", "tel");
    await expect(field).toHaveAttribute("autocomplete", "tel-national");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await field.fill(national);
    await page.getByRole("button", { name: "Send Code" }).click();
    const codeField = page.getByLabel("6-digit code");
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await expect(codeField).toHaveAttribute("inputmode", "numeric");
    await expect(page.getByRole("button", { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await checkA11y(page);
  });

  await test.step("the same number again at once, from another tab, is refused with the wait", async () => {
    const other = await page.context().newPage();
    await askForCode(other, national);
    await expect(other.getByTestId("form-message").first()).toContainText(
      /You can ask for a new one in \d+ seconds/,
    );
    await other.close();
  });

  await test.step("a first sign-in asks for a name, then lands signed in", async () => {
    await typeCode(page, await textedCode(national));
    await page.getByLabel("Full name").fill("Meera Iyer");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectNewMemberHome(page);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-name")).toHaveText("Meera Iyer");
    await expect(page.getByTestId("profile-phone")).toHaveText(/^\+91 \d{5} \d{5}$/);
    await expect(page.getByTestId("account-menu-trigger")).toHaveText("M");
  });
});

test("five wrong codes kill a code; e-mail me a code; a number added on the profile signs in @desktop", async ({
  page,
  request,
}) => {
  test.slow();

  await test.step("five wrong codes kill the texted code, the right one included", async () => {
    const national = uniqueNational();
    await askForCode(page, national);
    const code = await textedCode(national);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let guess = 1; guess <= 4; guess += 1) {
      await typeCode(page, wrong);
      await expect(
        page.getByText("That code is wrong or has expired.", { exact: true }),
      ).toBeVisible();
    }
    await typeCode(page, wrong);
    await expect(
      page.getByText("Too many wrong codes: this code no longer works.", { exact: true }),
    ).toBeVisible();
    await typeCode(page, code);
    await expect(
      page.getByText("That code is wrong or has expired.", { exact: true }),
    ).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
  });

  const member = await createAccount(request, uniqueCredentials("coded-login"));
  await test.step("E-mail me a code signs a member in without the password", async () => {
    await page.goto("/login");
    await page.getByRole("button", { name: "E-mail me a code instead" }).click();
    await page.getByLabel("E-mail").fill(member.email);
    await page.getByRole("button", { name: "E-mail Me a Code" }).click();
    let code: string | null = null;
    await expect
      .poll(
        async () => (code = await lastMailedCode("Your Gurukul Code sign-in link", member.email)),
      )
      .not.toBeNull();
    await typeCode(page, code!, "Log In with Code");
    await expect(page).toHaveURL("/");
    await expect(toasts(page).getByText("Login successful")).toBeVisible();
  });

  const national = uniqueNational();
  await test.step("the member adds a mobile number on the profile with its code", async () => {
    await page.goto("/profile");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(national);
    await page.getByRole("button", { name: "Add Number" }).click();
    await typeCode(page, await textedCode(national), "Confirm Number");
    await expect(toasts(page).getByText("Mobile number saved")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("profile-phone")).toContainText(national.slice(-5));
  });

  await test.step("and signs in with that number", async () => {
    await page.context().clearCookies();
    const before = await textedCode(national);
    await askForCode(page, national);
    // The change's code went out moments ago, so this ask may meet the number's interval (15 s on
    // the e2e backends): a new code is offered once it has passed.
    const resend = page.getByRole("button", { name: "Send a new code", exact: true });
    await expect(resend).toBeEnabled({ timeout: 75_000 });
    await resend.click();
    await expect(page.getByTestId("form-message").first()).toContainText("Code sent");
    await typeCode(page, await textedCode(national, before));
    await expect(page).toHaveURL("/");
    await expect(toasts(page).getByText("Login successful")).toBeVisible();
  });
});
