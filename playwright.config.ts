import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
    chromiumSandbox: false,
  },
};

/**
 * Runs against the production build served by `next start` with an embedded backend on a fresh
 * data directory (build first: `npm run test:e2e` does).
 * Tests tagged @desktop or @mobile run only at that size; the rest run at both.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The production build with its own, freshly created embedded backend.
    command: `node scripts/with-backend.mjs --fresh next start -p ${port} -H 127.0.0.1`,
    env: {
      STANDIN_DATA_DIR: ".data/e2e",
      STANDIN_PORT: process.env.E2E_BACKEND_PORT ?? "54399",
      STANDIN_SITE_URL: baseURL,
      // Short-lived access tokens: sessions refresh within seconds, exercising rotation.
      STANDIN_ACCESS_TOKEN_TTL: "100",
    },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
