import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

import { contentSecurityPolicy as sitePolicy, CSP_HEADER } from "./lib/security/csp.mjs";
import { buildEnv, checkEnvAtBuild, policySources } from "./lib/server-env";

const build = buildEnv();
const isDev = build.development;

// Scripts from the site's origin only. Prerendered pages get the hashes of their inline scripts
// once the build has written them (scripts/csp-hashes.mjs), pages rendered per request a nonce
// (proxy.ts); development allows what hot reloading needs.
const contentSecurityPolicy = sitePolicy({
  scripts: isDev ? ["'unsafe-inline'", "'unsafe-eval'"] : [],
  ...policySources(),
});

const securityHeaders = [
  { key: CSP_HEADER, value: contentSecurityPolicy },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  },
];

/**
 * What `/api/health`, the logs and the error tracker call this build: the package version and the
 * commit (Vercel's, else the checkout's), e.g. `0.1.0+1c5420d6b3e2`.
 */
function buildVersion(): string {
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  let commit = build.commit;
  if (!commit) {
    try {
      commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: "pipe" });
    } catch {
      // A build from an exported tree has no commit to name.
    }
  }
  return commit?.trim() ? `${version}+${commit.trim().slice(0, 12)}` : version;
}

const nextConfig: NextConfig = {
  env: { BUILD_VERSION: buildVersion() },
  // Lets parallel checkouts of tooling (e.g. two e2e runs) build side by side.
  distDir: build.distDir,
  poweredByHeader: false,
  // `npm test` type-checks the tree, Next's route types included (`next typegen`), just before it
  // builds; its build skips the second check. Every other build checks its types.
  typescript: { ignoreBuildErrors: build.typesChecked },
  // Metadata in <head> for every visitor, as Next does for crawlers. Streamed metadata (the
  // default for browsers) left the pages rendered per request without a <title> for a moment
  // whenever a form action refreshed them; ours is static, so sending it first costs nothing.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // The Send Email hook reads the project's e-mail templates and their subjects at run time.
  outputFileTracingIncludes: {
    "/api/hooks/send-email": ["./supabase/config.toml", "./supabase/templates/**/*"],
  },
  experimental: {
    // The stylesheet travels inside each page: the first paint needs one round trip, not two.
    inlineCss: true,
    // Unknown paths get app/global-not-found.tsx, a document of its own (see there).
    globalNotFound: true,
    // What a page's POST (a server action) may make the server hold: its body as the proxy buffers
    // it and as the action reads it. The largest form, a contact message of 5,000 characters, is
    // under 20 KB; Next's defaults (10 MB and 1 MB) would let one visitor make it hold megabytes.
    proxyClientMaxBodySize: "64kb",
    serverActions: { bodySizeLimit: "64kb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) checkEnvAtBuild();
  return nextConfig;
}
