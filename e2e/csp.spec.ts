import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import {
  expectInjectedScriptRefused,
  expectStrictPolicy,
  REFUSED_INLINE_SCRIPT,
  scriptSources,
  violations,
  watchViolations,
} from "./csp-helpers";
import { expect, test } from "./fixtures";

/**
 * The Content Security Policy beyond the site's routes, whose pages e2e/routes.spec.ts checks at
 * both sizes: pages rendered per request run under a nonce of their own, the 404 page by hash,
 * and on each kind of page an inline script added afterwards is refused. The policy is the same
 * at every size: @desktop only.
 */

const PER_REQUEST = [
  "/login",
  "/signup",
  "/forgot-password",
  "/unsubscribe?token=not-a-token",
  "/confirm-subscription?token=not-a-token",
];

test.describe("the Content Security Policy @desktop", () => {
  test.use({ expectedConsoleErrors: [REFUSED_INLINE_SCRIPT] });

  for (const path of PER_REQUEST) {
    test(`${path}, rendered per request, runs its scripts under a nonce`, async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      expectStrictPolicy(response?.headers()["content-security-policy"], "nonce");
      expect(await violations(page)).toEqual([]);
      await expectInjectedScriptRefused(page);
    });
  }

  test("a prerendered page refuses an injected script", async ({ page }) => {
    await watchViolations(page);
    const response = await page.goto("/about");
    expectStrictPolicy(response?.headers()["content-security-policy"], "sha256");
    await expectInjectedScriptRefused(page);
  });

  test("the profile of a signed-in member runs under a nonce", async ({ page, request }) => {
    const credentials = uniqueCredentials("csp");
    await createAccount(request, credentials);
    await watchViolations(page);
    await logIn(page, credentials);
    await page.waitForURL((url) => url.pathname !== "/login");
    const response = await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/profile");
    expectStrictPolicy(response?.headers()["content-security-policy"], "nonce");
    expect(await violations(page)).toEqual([]);
  });

  test.describe("an unknown path", () => {
    // Chromium logs the 404 document load itself as a console error.
    test.use({ expectedConsoleErrors: [/status of 404|Executing inline script violates/] });

    test("answers with the 404 page, whose scripts run by hash", async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto("/no-such-page-for-csp");
      expect(response?.status()).toBe(404);
      expectStrictPolicy(response?.headers()["content-security-policy"], "sha256");
      expect(await violations(page)).toEqual([]);
      await expectInjectedScriptRefused(page);
    });
  });

  test("each request of a page rendered per request has a nonce of its own", async ({
    request,
  }) => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await request.get("/login");
        const policy = response.headers()["content-security-policy"];
        const nonce = scriptSources(policy).find((source) => source.startsWith("'nonce-"));
        expect(await response.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
