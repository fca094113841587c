import type { Page } from "@playwright/test";

import { siteRoutes } from "@/content/routes";

import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

/**
 * The Content Security Policy in the browser: every page runs its own scripts (the fixture waits
 * for hydration) with no violation, under a policy that allows no inline script by its nature,
 * only by hash (prerendered pages) or nonce (pages rendered per request). The policy is the same
 * at every size: @desktop only.
 */

declare global {
  interface Window {
    cspViolations: string[];
    injected?: boolean;
  }
}

/** Records the page's violations from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
}

function scriptSources(policy: string | undefined): string[] {
  const directive = policy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

/** The policy allows scripts by hash or nonce, never by 'unsafe-inline' or 'unsafe-eval'. */
function expectStrict(policy: string | undefined, kind: "sha256" | "nonce") {
  const sources = scriptSources(policy);
  expect(sources).toContain("'self'");
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  expect(sources.some((source) => source.startsWith(`'${kind}-`))).toBe(true);
}

/** An inline script added after load, as an injection would: refused and reported. */
async function expectInjectedScriptRefused(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => window.injected)).toBeUndefined();
  await expect
    .poll(() => page.evaluate(() => window.cspViolations))
    .toEqual([expect.stringMatching(/^script-src-elem: inline/)]);
}

const PER_REQUEST = [
  "/login",
  "/signup",
  "/forgot-password",
  "/unsubscribe?token=not-a-token",
  "/confirm-subscription?token=not-a-token",
];

test.describe("the Content Security Policy @desktop", () => {
  test.use({ expectedConsoleErrors: [/Executing inline script violates/] });

  for (const { path } of siteRoutes) {
    test(`${path} runs its scripts and refuses an injected one`, async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const perRequest = path === "/ai-updates";
      expectStrict(response?.headers()["content-security-policy"], perRequest ? "nonce" : "sha256");
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      await expectInjectedScriptRefused(page);
    });
  }

  for (const path of PER_REQUEST) {
    test(`${path}, rendered per request, runs its scripts under a nonce`, async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      expectStrict(response?.headers()["content-security-policy"], "nonce");
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      await expectInjectedScriptRefused(page);
    });
  }

  test("the profile of a signed-in member runs under a nonce", async ({ page, request }) => {
    const credentials = uniqueCredentials("csp");
    await createAccount(request, credentials);
    await watchViolations(page);
    await logIn(page, credentials);
    await page.waitForURL((url) => url.pathname !== "/login");
    const response = await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/profile");
    expectStrict(response?.headers()["content-security-policy"], "nonce");
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });

  test.describe("an unknown path", () => {
    test.use({ expectedConsoleErrors: [/status of 404|Executing inline script violates/] });

    test("answers with the 404 page, whose scripts run by hash", async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto("/no-such-page-for-csp");
      expect(response?.status()).toBe(404);
      expectStrict(response?.headers()["content-security-policy"], "sha256");
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
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
