import type { APIRequestContext, Page } from "@playwright/test";

import {
  accountState,
  createAccount,
  lastRecoveryLink,
  openMailedLink,
  logIn,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

/** Holds the server action's POST for a moment so the pending state can be seen. */
async function slowDownPost(page: Page, pathname: string) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() === "POST") await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    },
  );
}

test.describe("sign up @desktop", () => {
  test("creates an account, welcomes the user and signs them in", async ({ page }) => {
    const user = uniqueCredentials("signup");
    await slowDownPost(page, "/signup");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await page.getByLabel("Full name").fill(user.name);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();

    await expect(toasts(page).getByText("Account created")).toBeVisible();
    await expect(toasts(page).getByText(/Welcome to Gurukul Code/)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");

    // The welcome offers a next step and takes focus; the step leads on.
    const welcome = page.getByTestId("welcome-card");
    await expect(welcome.getByRole("heading", { name: "Welcome to Gurukul Code" })).toBeFocused();
    await expect(welcome.getByRole("link", { name: "Explore the platform" })).toHaveAttribute(
      "href",
      "/platform",
    );
    await welcome.getByRole("link", { name: "Go to my profile" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(welcome).toBeHidden();
  });

  test("enforces the minimum password length; refuses an e-mail already in use, whatever its case", async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, uniqueCredentials("taken"));
    await page.goto("/signup");
    await expect(page.getByLabel("Password")).toHaveAttribute("minlength", "6");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("E-mail").fill(user.email.toUpperCase());
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toasts(page).getByText("Email already in use")).toBeVisible();
    await expect(toasts(page).getByText("Please use a different email address.")).toBeVisible();
    // Said inline too, the field marked and tied to its own message.
    await expect(page.getByTestId("form-message")).toContainText("Email already in use");
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(
      "This e-mail address is already registered.",
    );
    await expect(page).toHaveURL(/\/signup/);
    await expect(page.getByLabel("Full name")).toHaveValue("Someone Else");
  });
});

test.describe("sign up offline @desktop", () => {
  // Requests the page makes while the network is off fail, and Chromium logs each of them.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test("is blocked while offline and resumes when back online", async ({ page, context }) => {
    await page.goto("/signup");
    const button = page.getByRole("button", { name: "Create Account" });
    await expect(button).toBeEnabled();

    await context.setOffline(true);
    const banner = page.getByTestId("offline-banner");
    await expect(banner).toContainText("No internet connection");
    await expect(banner).toContainText("Please check your internet connection and try again.");
    await expect(button).toBeDisabled();

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(button).toBeEnabled();
  });
});

test.describe("log in @desktop", () => {
  test("signs in, says welcome back and goes home", async ({ page, request }) => {
    const user = await createAccount(request, uniqueCredentials("login"));
    await slowDownPost(page, "/login");
    await logIn(page, user);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(toasts(page).getByText("Login successful")).toBeVisible();
    await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
  });

  test("reports bad credentials inline, focuses the message and keeps the e-mail", async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, uniqueCredentials("badpw"));
    await logIn(page, { ...user, password: "not-the-password" });
    const message = page.getByTestId("form-message");
    await expect(message).toContainText("Login failed");
    await expect(message).toContainText("Invalid login credentials");
    await expect(message.locator("[data-form-alert]")).toBeFocused();
    // The spec's toast as well.
    await expect(toasts(page).getByText("Login failed")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
  });

  test("an empty log-in shows our messages, not the browser's", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In" }).click();
    const email = page.getByLabel("E-mail");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "Please enter your password.",
    );
  });

  test("links home, to sign up and to password reset", async ({ page, checkA11y }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", /^\/signup/);
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      /^\/forgot-password/,
    );
    await checkA11y(page);
  });

  test("never redirects outside the site", async ({ page, request }) => {
    const user = await createAccount(request, uniqueCredentials("next"));
    await logIn(page, user, "/login?next=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL("/");
  });
});

test.describe("log in before the framework has loaded @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("still goes where ?next= asked, and never off the site", async ({ page, request }) => {
    const user = await createAccount(request, uniqueCredentials("no-script"));
    for (const [path, destination] of [
      ["/login?next=%2Fprofile", "/profile"],
      ["/login?next=https%3A%2F%2Fevil.example%2F", "/"],
    ] as const) {
      await page.context().clearCookies();
      await logIn(page, user, path);
      await expect(page).toHaveURL(destination);
    }
  });

  test("an empty sign-up answers with inline errors from the server", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(
      "Please enter your full name.",
    );
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("profile", () => {
  test("sends visitors without a session to log in, then back @desktop", async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, uniqueCredentials("guard"));
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/profile");
  });

  test("shows the user's data, survives a reload and signs out", async ({
    page,
    request,
    checkA11y,
  }) => {
    const user = await createAccount(request, uniqueCredentials("profile"));
    await logIn(page, user, "/login?next=/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Profile");
    await expect(page.getByTestId("profile-name")).toHaveText(user.name);
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    // Each fact once, and the address never broken inside a word.
    const main = page.getByRole("main");
    await expect(main.getByText(user.name, { exact: true })).toHaveCount(1);
    await expect(main.getByText(user.email, { exact: true })).toHaveCount(1);
    await expect(page.getByTestId("profile-email")).toHaveCSS("word-break", "normal");
    await expect(page.getByTestId("profile-email")).not.toHaveCSS("overflow-wrap", "anywhere");
    const year = new Date().getUTCFullYear();
    await expect(page.getByTestId("profile-member-since")).toContainText(String(year));
    await checkA11y(page);

    await page.reload();
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(toasts(page).getByText("Logged out", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("You have been successfully logged out.")).toBeVisible();
    await expect(page).toHaveURL("/");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login/);
  });

  test("keeps the session out of every script's reach; the header reads its marker @desktop", async ({
    page,
    context,
    request,
  }) => {
    const scripts = recordScripts(page, request);
    const user = await createAccount(request, uniqueCredentials("httponly"));
    await logIn(page, user, "/login?next=/profile");
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    await page.goto("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");

    const session = (await context.cookies()).filter((cookie) =>
      /^sb-gurukul-auth-token(\.\d+)?$/.test(cookie.name),
    );
    expect(session.length).toBeGreaterThan(0);
    const thirtyDaysFromNow = Date.now() / 1000 + 30 * 24 * 60 * 60;
    for (const cookie of session) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      expect(cookie.expires).toBeGreaterThan(Date.now() / 1000);
      expect(cookie.expires).toBeLessThanOrEqual(thirtyDaysFromNow + 60);
    }
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("sb-gurukul-auth-token");
    expect(visible).toContain(`gc-signed-in=${encodeURIComponent(user.email)}`);
    // Signed in, and still no client library for the session in the browser.
    const bodies = await scripts.bodies();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes("GoTrueClient"))).toEqual([]);
  });

  test("keeps the session across an access-token refresh @desktop", async ({
    page,
    context,
    request,
  }) => {
    // It waits out a short-lived access token: about 18 s on a slow two-core machine.
    test.slow();
    const user = await createAccount(request, uniqueCredentials("refresh"));
    await logIn(page, user, "/login?next=/profile");
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    const session = async () =>
      (await context.cookies())
        .filter((cookie) => cookie.name.startsWith("sb-gurukul-auth-token"))
        .map((cookie) => cookie.value)
        .join("");
    const before = await session();
    // The e2e backend issues short-lived access tokens, so a refresh is due within seconds.
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByTestId("profile-email")).toHaveText(user.email);
          return await session();
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .not.toBe(before);
  });
});

test.describe("account menu", () => {
  test("shows the account and logs out", async ({ page, request, checkA11y }) => {
    const user = await createAccount(request, uniqueCredentials("menu"));
    await logIn(page, user);
    await expect(page).toHaveURL("/");
    const trigger = page.getByRole("button", { name: "Account menu" }).first();
    await expect(trigger).toHaveText(user.email[0]!.toUpperCase());
    await trigger.click();
    const menu = page.getByTestId("account-menu");
    const email = menu.getByTestId("account-menu-email");
    await expect(email).toHaveText(user.email);
    // The whole address shows: nothing is cut off.
    expect(await email.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expect(menu.getByText("My Account")).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    await checkA11y(page);

    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(toasts(page).getByText("Logged out", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("You have been successfully logged out.")).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
  });

  test("a long address shows whole in the menu @mobile", async ({ page, request }) => {
    const credentials = uniqueCredentials("menu-long-address-for-wrapping");
    const user = await createAccount(request, credentials);
    await logIn(page, user);
    // Arrived: a menu opened before the navigation ends is closed by it.
    await expect(page).toHaveURL("/");
    await page.getByRole("button", { name: "Account menu" }).first().click();
    const email = page.getByTestId("account-menu-email");
    await expect(email).toHaveText(user.email);
    expect(await email.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  });

  test("the phone menu panel shows the member's entries @mobile", async ({ page, request }) => {
    const user = await createAccount(request, uniqueCredentials("panel"));
    await logIn(page, user);
    // Arrived: a menu opened before the navigation ends is closed by it.
    await expect(page).toHaveURL("/");
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
    await page.getByRole("button", { name: "Open menu" }).click();
    const entries = page.getByTestId("mobile-account");
    await expect(entries.getByText(user.email)).toBeVisible();
    await expect(
      page.getByTestId("mobile-nav-panel").getByRole("link", { name: "Log In" }),
    ).toHaveCount(0);
    await entries.getByRole("button", { name: "Log out" }).click();
    await expect(toasts(page).getByText("Logged out", { exact: true })).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
  });

  test("My Profile opens the profile", async ({ page, request }) => {
    const user = await createAccount(request, uniqueCredentials("menuprofile"));
    await logIn(page, user);
    // Arrived: a menu opened before the navigation ends is closed by it.
    await expect(page).toHaveURL("/");
    await page.getByRole("button", { name: "Account menu" }).first().click();
    await page.getByRole("menuitem", { name: "My Profile" }).click();
    await expect(page).toHaveURL("/profile");
  });

  test("follows sign-in and sign-out in another tab @desktop", async ({
    page,
    context,
    request,
  }) => {
    const user = await createAccount(request, uniqueCredentials("tabs"));
    const other = await context.newPage();
    await other.goto("/about");
    await expect(accountState(other)).toHaveAttribute("data-auth", "signed-out");

    await logIn(page, user);
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
    await other.bringToFront();
    await expect(accountState(other)).toHaveAttribute("data-auth", "signed-in");

    await page.bringToFront();
    await page.getByRole("button", { name: "Account menu" }).first().click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
    await other.bringToFront();
    await expect(accountState(other)).toHaveAttribute("data-auth", "signed-out");
  });
});

test("password reset: request, e-mailed link, new password, signed in @desktop", async ({
  page,
  request,
}) => {
  // Two sign-ins and a mail round trip: about 20 s on a slow two-core machine.
  test.slow();
  const user = await createAccount(request, uniqueCredentials("reset"));
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText(
      "If an account exists for that e-mail, we've sent a link to reset your password.",
    ),
  ).toBeVisible();

  let link: string | null = null;
  await expect.poll(async () => (link = await lastRecoveryLink(user.email))).toBeTruthy();
  await openMailedLink(page, link!, "Choose a new password");
  await expect(page).toHaveURL(/\/reset-password/);
  const newPassword = `${user.password}-new`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toasts(page).getByText("Password updated")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");

  await test.step("the old password no longer works, the new one does", async () => {
    await page.context().clearCookies();
    await logIn(page, user);
    await expect(toasts(page).getByText("Login failed")).toBeVisible();
    await logIn(page, { ...user, password: newPassword });
    await expect(page).toHaveURL("/");
  });

  await test.step("the link works only once", async () => {
    await page.context().clearCookies();
    await openMailedLink(page, link!, "Choose a new password");
    await expect(page).toHaveURL(/\/forgot-password\?error=/);
  });
});

test("anonymous visitors of marketing pages download no supabase-js @desktop", async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page, request);
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  const sources = await scripts.bodies();
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((source) => source.includes("GoTrueClient"))).toEqual([]);
});

/**
 * Records the URL of every script a page requests; `bodies` fetches them afresh, since a
 * response's own body is gone once its page has navigated away.
 */
function recordScripts(page: Page, request: APIRequestContext) {
  const urls = new Set<string>();
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") urls.add(sent.url());
  });
  return {
    bodies: () => Promise.all([...urls].map(async (url) => (await request.get(url)).text())),
  };
}
