import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

/**
 * Checks of the Content Security Policy in the browser: a page runs its own scripts (the fixture
 * waits for hydration) with no violation, under a policy that allows inline scripts only by hash
 * (prerendered pages) or nonce (pages rendered per request).
 */

declare global {
  interface Window {
    cspViolations: string[];
    injected?: boolean;
  }
}

/** Records the page's violations from before its first script runs. */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
}

export function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations);
}

export function scriptSources(policy: string | undefined): string[] {
  const directive = policy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

/** The policy allows scripts by hash or nonce, never by 'unsafe-inline' or 'unsafe-eval'. */
export function expectStrictPolicy(policy: string | undefined, kind: "sha256" | "nonce") {
  const sources = scriptSources(policy);
  expect(sources).toContain("'self'");
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  expect(sources.some((source) => source.startsWith(`'${kind}-`))).toBe(true);
}

/** What Chromium logs when it refuses an inline script. */
export const REFUSED_INLINE_SCRIPT = /Executing inline script violates/;

/** An inline script added after load, as an injection would: refused and reported. */
export async function expectInjectedScriptRefused(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => window.injected)).toBeUndefined();
  await expect
    .poll(() => violations(page))
    .toEqual([expect.stringMatching(/^script-src-elem: inline/)]);
}
