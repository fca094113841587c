import type { Page } from "@playwright/test";

import {
  accountState,
  createAccount,
  lastEmailChangeLink,
  lastMail,
  openMailedLink,
  logIn,
  toasts,
  uniqueCredentials,
  type Credentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";
import { authUser, rows, uniqueIp } from "./forms-helpers";

// Each test is a whole journey (several sign-ins and server actions).
test.slow();

async function openProfile(page: Page, user: Credentials) {
  await logIn(page, user, "/login?next=/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(user.email, { timeout: 15_000 });
}

/** From a signed-out browser: signing in as `refused` fails, then as `accepted` it works. */
async function expectOnlyTheNewSignInWorks(
  page: Page,
  refused: Credentials,
  accepted: Credentials,
) {
  await page.context().clearCookies();
  await logIn(page, refused);
  await expect(toasts(page).getByText("Login failed")).toBeVisible({ timeout: 15_000 });
  await logIn(page, accepted);
  await expect(page).toHaveURL("/");
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
}

test("edit name: the profile, the users row and the account metadata change together @desktop", async ({
  page,
  request,
  browser,
  checkA11y,
}) => {
  const user = await createAccount(request, uniqueCredentials("rename"));
  await openProfile(page, user);
  await checkA11y(page);
  // A password is this member's only way in: the profile lists sign-in methods only beside
  // another one (e2e/google-sign-in.spec.ts), so without Google it reads as it always did.
  await expect(page.getByRole("region", { name: "Sign-in methods" })).toHaveCount(0);

  const nameField = page.getByLabel("Full name");
  await expect(nameField).toHaveValue(user.name);
  await nameField.fill("Priya Raman");
  await page.getByRole("button", { name: "Save Name" }).click();
  await expect(toasts(page).getByText("Name updated")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("profile-name")).toHaveText("Priya Raman");
  await expect(nameField).toHaveValue("Priya Raman");

  await test.step("the header initial still follows the e-mail", async () => {
    await expect(page.getByRole("button", { name: "Account menu" }).first()).toHaveText(
      user.email[0]!.toUpperCase(),
    );
  });

  await test.step("the users row and the auth metadata hold the new name", async () => {
    const account = await authUser(user.email);
    expect(account?.user_metadata.full_name).toBe("Priya Raman");
    expect(await rows<{ name: string }>("users", `uid=eq.${account!.id}`)).toEqual([
      expect.objectContaining({ name: "Priya Raman" }),
    ]);
    await page.reload();
    await expect(page.getByTestId("profile-name")).toHaveText("Priya Raman");
  });

  await test.step("without JavaScript the same session reads its profile as served", async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies(await page.context().cookies());
    const plainPage = await plain.newPage();
    await plainPage.goto("/profile");
    await expect(plainPage.getByTestId("profile-email")).toBeVisible();
    await expect(plainPage.getByTestId("profile-email")).toHaveText(user.email);
    await expect(plainPage.getByTestId("profile-name")).toHaveText("Priya Raman");
    await expect(plainPage.getByLabel("Full name")).toBeVisible();
    await plain.close();
  });

  await test.step("a blank name is refused and the input kept", async () => {
    await nameField.fill("   ");
    await page.getByRole("button", { name: "Save Name" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("profile-name")).toHaveText("Priya Raman");
  });
});

test("change password: the old one fails, the new one works, other devices are signed out @desktop", async ({
  page,
  browser,
  request,
}) => {
  const user = await createAccount(request, uniqueCredentials("chpw"));
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await openProfile(other, user);

  await openProfile(page, user);
  const newPassword = `${user.password}-new`;

  await test.step("a wrong current password is refused", async () => {
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toasts(page).getByText("Password not changed")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("This is not your current password.")).toBeVisible();
  });

  await test.step("the right one changes it and this device stays signed in", async () => {
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toasts(page).getByText("Password changed")).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
  });

  await test.step("the address is told, with a way to a new password if it wasn't them", async () => {
    const subject = "Your Gurukul Code password was changed";
    await expect.poll(() => lastMail(subject, user.email)).not.toBeNull();
    const notice = (await lastMail(subject, user.email))!;
    expect(notice.text).toContain("Wasn't you?");
    expect(notice.link).toBe(`${new URL(page.url()).origin}/forgot-password`);
  });

  await test.step("the other device is signed out", async () => {
    await other.goto("/profile");
    await expect(other).toHaveURL(/\/login\?next=(%2F|\/)profile/);
    await otherDevice.close();
  });

  await test.step("the old password fails, the new one works", async () => {
    await expectOnlyTheNewSignInWorks(page, user, { ...user, password: newPassword });
  });
});

test("change e-mail: pending until both links are opened, then the new address signs in @desktop", async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createAccount(request, uniqueCredentials("chmail"));
  const taken = await createAccount(request, uniqueCredentials("taken"));
  const newEmail = `z${user.email}`;
  await openProfile(page, user);
  const emailField = page.getByLabel("New e-mail");
  const submit = page.getByRole("button", { name: "Change E-mail" });

  await test.step("an invalid, the current or a taken address is refused and kept", async () => {
    await emailField.fill("not-an-address");
    // The browser's own check would stop the post; the server's message is what is tested.
    await emailField.evaluate((input) => input.removeAttribute("type"));
    await submit.click();
    await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(emailField).toHaveValue("not-an-address");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");

    await emailField.fill(user.email.toUpperCase());
    await submit.click();
    await expect(toasts(page).getByText("E-mail not changed")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Enter a different e-mail address.")).toBeVisible();

    await emailField.fill(taken.email);
    await submit.click();
    await expect(page.getByText("Another account already uses this address.")).toBeVisible({
      timeout: 15_000,
    });
    await expect(emailField).toHaveValue(taken.email);
    await expect(page.getByTestId("pending-email")).toHaveCount(0);
  });

  await test.step("a new address is pending until confirmed", async () => {
    await emailField.fill(newEmail);
    await submit.click();
    await expect(toasts(page).getByText("Check your inbox")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("pending-email")).toHaveText(
      `Waiting for confirmation: ${newEmail}`,
    );
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    await expect(emailField).toHaveValue("");
    await checkA11y(page);
  });

  let toNew: string | null = null;
  let toCurrent: string | null = null;
  await expect.poll(async () => (toNew = await lastEmailChangeLink(newEmail))).toBeTruthy();
  await expect.poll(async () => (toCurrent = await lastEmailChangeLink(user.email))).toBeTruthy();

  await test.step("the first link is accepted; the address waits for the second", async () => {
    await openMailedLink(page, toNew!, "Confirm the change");
    await expect(page).toHaveURL("/profile");
    await expect(toasts(page).getByText("Link accepted")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    await expect(page.getByTestId("pending-email")).toContainText(newEmail);
  });

  await test.step("the second link changes the address and keeps this browser signed in", async () => {
    await openMailedLink(page, toCurrent!, "Confirm the change");
    await expect(page).toHaveURL("/profile");
    await expect(toasts(page).getByText("E-mail changed")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("profile-email")).toHaveText(newEmail);
    await expect(page.getByTestId("pending-email")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Account menu" }).first()).toHaveText("Z");
    const account = await authUser(newEmail);
    expect(await rows<{ email: string }>("users", `uid=eq.${account!.id}`)).toEqual([
      expect.objectContaining({ email: newEmail }),
    ]);
  });

  await test.step("the old address is told, with a way to the team if it wasn't them", async () => {
    const subject = "Your Gurukul Code e-mail address was changed";
    await expect.poll(() => lastMail(subject, user.email)).not.toBeNull();
    const notice = (await lastMail(subject, user.email))!;
    expect(notice.text).toContain("Wasn't you?");
    expect(notice.text).not.toContain(newEmail);
    expect(await lastMail(subject, newEmail)).toBeNull();
  });

  await test.step("a used link is refused", async () => {
    await openMailedLink(page, toCurrent!, "Confirm the change");
    await expect(page).toHaveURL(/\/profile\?error=invalid_link/);
    await expect(
      page.getByRole("alert").filter({ hasText: "That confirmation link is invalid" }),
    ).toBeVisible();
  });

  await test.step("the new address signs in, the old one no longer does", async () => {
    await expectOnlyTheNewSignInWorks(page, user, { ...user, email: newEmail });
  });
});

test.describe("delete account @desktop", () => {
  // The e2e tokens live 100 s, so the header's browser client refreshes every 10 s; a refresh that
  // falls between the deletion and the redirect is refused by the backend (400), as it must be,
  // and the client signs out.
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test("confirmed by e-mail, signed out, gone, and the e-mail can sign up again", async ({
    page,
    request,
    checkA11y,
  }) => {
    const user = await createAccount(request, uniqueCredentials("delete"));
    const { id } = (await authUser(user.email))!;
    await openProfile(page, user);
    await expect(page.getByTestId("privacy-note")).toContainText("erases the messages");
    await expect(page.getByTestId("privacy-note")).toContainText("do-not-mail entry");
    // A newsletter request with the same address, never confirmed: the deletion erases it.
    const subscribed = await request.post("/api/subscribe", {
      headers: { "x-forwarded-for": uniqueIp() },
      data: { email: user.email, source: "newsletter" },
    });
    expect(subscribed.status()).toBe(201);

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete My Account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${user.email} to confirm`).fill("someone@example.com");
    await expect(confirm).toBeDisabled();
    await checkA11y(page);

    await test.step("cancel keeps the account", async () => {
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      expect(await authUser(user.email)).not.toBeNull();
    });

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email.toUpperCase());
    await confirm.click();
    await expect(toasts(page).getByText("Account deleted")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");

    await test.step("the address is told, with a way to the team if it wasn't them", async () => {
      const subject = "Your Gurukul Code account has been deleted";
      await expect.poll(() => lastMail(subject, user.email)).not.toBeNull();
      const notice = (await lastMail(subject, user.email))!;
      expect(notice.text).toContain("Wasn't you?");
      expect(new URL(notice.link).origin).toBe(new URL(page.url()).origin);
      expect(new URL(notice.link).pathname).toBe("/contact");
    });

    await test.step("the account and its users row are gone", async () => {
      expect(await authUser(user.email)).toBeNull();
      expect(await rows("users", `uid=eq.${id}`)).toEqual([]);
      expect(await rows("subscriptions", `email=eq.${encodeURIComponent(user.email)}`)).toEqual([]);
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/login/);
    });

    await test.step("it cannot sign in again", async () => {
      await logIn(page, user);
      await expect(toasts(page).getByText("Login failed")).toBeVisible({ timeout: 15_000 });
    });

    await test.step("the e-mail can sign up again", async () => {
      await page.goto("/signup");
      await page.getByLabel("Full name").fill(user.name);
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(toasts(page).getByText("Account created")).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL("/");
    });
  });
});
