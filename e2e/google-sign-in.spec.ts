import type { Page } from "@playwright/test";

import { OIDC_ISSUER } from "../playwright.config";
import {
  accountState,
  createAccount,
  expectNewMemberHome,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

/**
 * "Continue with Google" against the suite's local OpenID Connect provider (e2e/oidc-provider.ts),
 * which the first server's backend names as its Google issuer. Its pages stand in for Google's: a
 * login of any address, a consent, and Cancel on both.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
/** A server whose backend has no provider configured, as a fresh clone. */
const withoutGoogleURL = `http://127.0.0.1:${Number(process.env.E2E_PORT_NEWS_EMPTY ?? port + 3)}`;

/** The provider's pages ask for a web font and a favicon that this machine cannot or need not serve. */
async function quietProviderPages(page: Page) {
  await page.route("https://fonts.googleapis.com/**", (route) =>
    route.fulfill({ contentType: "text/css", body: "" }),
  );
  await page.route(`${OIDC_ISSUER}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
}

/** Decides how the provider describes an address: its name and whether it is verified. */
async function providerAccount(
  page: Page,
  account: { email: string; name?: string; emailVerified?: boolean },
) {
  const response = await page.request.post(`${OIDC_ISSUER}/test/accounts`, { data: account });
  expect(response.status()).toBe(204);
}

/** Clicks "Continue with Google" and, at the provider, signs in as `email` and consents. */
async function continueWithGoogle(page: Page, email: string) {
  await quietProviderPages(page);
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await page.getByPlaceholder("Enter any login").fill(email);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function signedInMethods(page: Page) {
  await page.goto("/profile");
  return page.getByTestId("sign-in-methods").getByRole("listitem");
}

test.describe("Continue with Google", () => {
  test("shows Google's button above an 'or' on /login and /signup @engine-free", async ({
    page,
    checkA11y,
  }) => {
    for (const path of ["/login", "/signup"]) {
      await page.goto(path);
      const button = page.getByRole("link", { name: "Continue with Google" });
      await expect(button).toBeVisible();
      await expect(button.locator("img")).toHaveAttribute("src", "/brand/google-g.svg");
      await expect(page.getByText("or", { exact: true })).toBeVisible();
      await checkA11y(page);
    }
  });

  test("is absent where no provider is configured @desktop @engine-free", async ({ page }) => {
    for (const path of ["/login", "/signup"]) {
      await page.goto(`${withoutGoogleURL}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveCount(0);
      // One "or" remains: the one under the mobile number's button, the other way in here.
      await expect(page.getByRole("button", { name: "Continue with mobile number" })).toBeVisible();
      await expect(page.getByText("or", { exact: true })).toHaveCount(1);
    }
  });

  test("@desktop makes a new member, who lands home welcomed and can set a password", async ({
    page,
  }) => {
    const { email, name, password } = uniqueCredentials("google-new");
    await providerAccount(page, { email, name });
    await page.goto("/signup");
    await continueWithGoogle(page, email);

    await expectNewMemberHome(page);

    const methods = await signedInMethods(page);
    await expect(page.getByTestId("profile-name")).toHaveText(name);
    await expect(methods).toHaveCount(1);
    await expect(methods.first()).toHaveText("Google");

    await test.step("a Google-only member sets a password without a current one", async () => {
      const section = page.getByRole("region", { name: "Password" });
      await expect(section.getByLabel("Current password")).toHaveCount(0);
      await section.getByLabel("New password", { exact: true }).fill(password);
      await section.getByLabel("Confirm new password").fill(password);
      await section.getByRole("button", { name: "Set Password" }).click();
      await expect(toasts(page).getByText("Password set")).toBeVisible();
      await page.reload();
      await expect(methods).toHaveCount(2);
      await expect(methods.first()).toContainText("E-mail and password");
      await expect(section.getByLabel("Current password")).toBeVisible();
    });
  });

  test("@desktop signs a returning member in and goes on to next", async ({ page }) => {
    const { email } = uniqueCredentials("google-back");
    await page.goto("/signup");
    await continueWithGoogle(page, email);
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
    await page.context().clearCookies();

    await page.goto("/login?next=/profile");
    await continueWithGoogle(page, email);
    await expect(page).toHaveURL("/profile");
    await expect(toasts(page).getByText("Login successful")).toBeVisible();
    await expect(page.getByTestId("profile-email")).toHaveText(email);
  });

  test("@desktop links a verified address to the existing account", async ({ page, request }) => {
    const credentials = await createAccount(request, uniqueCredentials("google-link"));
    await page.goto("/login");
    await continueWithGoogle(page, credentials.email);

    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-in");
    const methods = await signedInMethods(page);
    await expect(page.getByTestId("profile-name")).toHaveText(credentials.name);
    await expect(methods).toHaveCount(2);
    await expect(methods.nth(0)).toContainText("E-mail and password");
    await expect(methods.nth(1)).toContainText("Google");
  });

  test("@desktop does not link an address Google has not verified", async ({ page, request }) => {
    const credentials = await createAccount(request, uniqueCredentials("google-unverified"));
    await providerAccount(page, { email: credentials.email, emailVerified: false });
    await page.goto("/login");
    await continueWithGoogle(page, credentials.email);

    await expect(page).toHaveURL(/\/login\?error=google_email_exists(#|$)/);
    await expect(
      page.getByRole("alert").filter({ hasText: "An account with this e-mail already exists" }),
    ).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
  });

  test("@desktop returns a cancel at Google to /login with a message, keeping next", async ({
    page,
    checkA11y,
  }) => {
    await quietProviderPages(page);
    await page.goto("/login?next=/profile");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByRole("link", { name: "[ Cancel ]" }).click();

    // The backend's error parameters ride along in the fragment, as GoTrue sends them.
    await expect(page).toHaveURL(/\/login\?error=google_cancelled&next=%2Fprofile(#|$)/);
    await expect(page.getByRole("alert").filter({ hasText: "cancelled" })).toHaveText(
      "Google sign-in was cancelled. Choose how you'd like to log in.",
    );
    await expect(page.getByRole("link", { name: "Continue with Google" })).toBeVisible();
    await checkA11y(page);
  });

  test("@desktop refuses a tampered state, back on /login with a message", async ({ page }) => {
    const { email } = uniqueCredentials("google-tamper");
    // The state travels in redirects, which routes do not see: follow the first two hops here
    // and send the browser on to the provider with a forged state.
    await page.route(
      (url) => url.pathname === "/auth/google",
      async (route) => {
        // Not the router's prefetch on hover: the click.
        if (!route.request().isNavigationRequest()) return route.continue();
        const start = await route.fetch({ maxRedirects: 0 });
        const authorize = await page.request.get(start.headers().location!, { maxRedirects: 0 });
        const toProvider = new URL(authorize.headers().location!);
        const state = toProvider.searchParams.get("state")!;
        const [header, payload, signature] = state.split(".");
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
        claims.referrer = "https://evil.example/steal";
        const forged = Buffer.from(JSON.stringify(claims)).toString("base64url");
        toProvider.searchParams.set("state", `${header}.${forged}.${signature}`);
        await route.fulfill({
          response: start,
          headers: { ...start.headers(), location: toProvider.toString() },
        });
      },
    );
    await page.goto("/login");
    const refused = page.waitForResponse((response) =>
      response.url().includes("/supabase/auth/v1/callback"),
    );
    await continueWithGoogle(page, email);

    // The backend names no page for a state it cannot read: the site's address, with its error.
    const location = new URL((await refused).headers().location ?? "");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("error_code")).toBe("bad_oauth_state");
    expect(location.searchParams.get("code")).toBeNull();
    // ...which the site sends on to /login, saying so.
    await expect(page).toHaveURL(/\/login\?error=google_failed(#|$)/);
    await expect(
      page.getByRole("alert").filter({ hasText: "We couldn't sign you in with Google" }),
    ).toBeVisible();
    await expect(accountState(page)).toHaveAttribute("data-auth", "signed-out");
    await page.goto("/profile");
    await expect(page).toHaveURL("/login?next=%2Fprofile");
  });

  test("@desktop sends a stale callback (a state expired or not the backend's) to /login with a message", async ({
    page,
  }) => {
    // As a callback with an expired state is: signed, but not verifiable now. (Expiry itself
    // takes the state's five minutes; the backend refuses both in one check.)
    const stale = Buffer.from(JSON.stringify({ exp: 1, provider: "google" })).toString("base64url");
    await page.goto(`/supabase/auth/v1/callback?state=e30.${stale}.c2ln&code=e2e-stale-code`);
    await expect(page).toHaveURL(/\/login\?error=google_failed(#|$)/);
    await expect(
      page.getByRole("alert").filter({ hasText: "We couldn't sign you in with Google" }),
    ).toBeVisible();
  });

  test("@desktop never sends the browser to a redirect outside the allow list", async ({
    page,
    baseURL,
  }) => {
    const { email } = uniqueCredentials("google-elsewhere");
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === "evil.example") elsewhere.push(request.url());
    });
    await quietProviderPages(page);
    await page.goto("/");
    // Straight to the backend, as a forged link would: the site's own button names its callback.
    const authorize = `/supabase/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent("https://evil.example/steal")}`;
    await page.evaluate((url) => window.location.assign(url), authorize);
    await page.getByPlaceholder("Enter any login").fill(email);
    await page.getByPlaceholder("and password").fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(elsewhere).toEqual([]);
  });
});
