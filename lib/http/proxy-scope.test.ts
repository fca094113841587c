import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import type { ProxyMatcher } from "next/dist/build/analysis/get-page-static-info";
import { describe, expect, it } from "vitest";

import { proxyRunsFor } from "@/lib/http/proxy-scope";
import { config } from "@/proxy";

// Next's own compiler of a proxy's matcher, which its published types leave out: should a new
// Next rename it, this file fails rather than compare against a guess.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => ProxyMatcher[];
};

/** proxy.ts's matcher compiled as Next compiles it for the build's middleware manifest. */
const matchers = getMiddlewareMatchers(config.matcher, {}).map(({ regexp }) => new RegExp(regexp));
const nextRunsProxyFor = (pathname: string) => matchers.some((regexp) => regexp.test(pathname));

/** Paths either side of every edge of the matcher. */
const PATHS: [string, boolean][] = [
  ["/", true],
  ["/about", true],
  ["/login", true],
  ["/profile/settings", true],
  ["/auth/callback", true],
  ["/auth/google", true],
  ["/api/account/data", true],
  ["/api", true],
  ["/apiary", true],
  ["/supabase", true],
  ["/supabase-news", true],
  ["/api/account", false],
  ["/api/health", false],
  ["/api/subscribe", false],
  ["/api/subscribe/confirm", false],
  ["/api/accounts/data", false],
  ["/api/cron/ingest-news", false],
  ["/supabase/auth/v1/token", false],
  ["/supabase/rest/v1/ai_news", false],
  ["/_next/static/chunks/main.js", false],
  ["/_next/image", false],
  ["/favicon.ico", false],
  ["/brand/google-g.svg", false],
  ["/sw.js", false],
  ["/manifest.webmanifest", false],
  ["/api/account/data.json", false],
];

describe("proxyRunsFor", () => {
  it.each(PATHS)("%s: proxy.ts runs %s", (pathname, runs) => {
    expect(proxyRunsFor(pathname)).toBe(runs);
  });

  it("agrees with proxy.ts's config.matcher as Next compiles it", () => {
    expect(matchers.length).toBeGreaterThan(0);
    for (const [pathname] of PATHS) {
      expect(proxyRunsFor(pathname), pathname).toBe(nextRunsProxyFor(pathname));
    }
  });
});
