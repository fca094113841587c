import { defineConfig } from "@playwright/test";

import { CHROMIUM_BROWSER_FLAGS } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * A second app process on the same database, for limits that must hold across instances. Its log
 * (stdout) goes to `SECOND_LOG_FILE`.
 */
export const SECOND_PORT = port + 1;
/**
 * An app process whose backend is unreachable, for the "backend down" answers. Its log (stdout)
 * goes to `DOWN_LOG_FILE`, which `e2e/observability.spec.ts` reads.
 */
export const DOWN_PORT = port + 2;

/**
 * Where the "backend down" server looks for its backend: a port in the suite's range that nothing
 * listens on, so its calls are refused as in an outage. (Ports such as 9 are refused by `fetch`
 * itself as unsafe, before any connection is tried.)
 */
const DOWN_BACKEND = `http://127.0.0.1:${port + 9}`;

/** An app process with its own backend holding no news items (the /ai-updates empty state). */
const newsEmptyPort = Number(process.env.E2E_PORT_NEWS_EMPTY ?? port + 3);

/** The team's endpoint for the contact webhook (e2e/webhook-receiver.mjs). */
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 5);
const WEBHOOK_RECEIVER = `http://127.0.0.1:${webhookPort}`;
const WEBHOOK_SECRET = "e2e-contact-webhook-secret";

/**
 * The e2e suite's Google: one local OpenID Connect provider (e2e/oidc-provider.ts) for every spec,
 * which the first server's backend names as its Google issuer. Its client may return only to that
 * backend's callback, reached through the site's `/supabase` gateway as on a server of our own.
 */
export const OIDC_ISSUER = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? port + 6)}`;
const OIDC_CLIENT = { id: "gurukul-e2e", secret: "e2e-google-client-secret" };
/**
 * The e2e backends listen at `E2E_PORT`+10 to +13, below the kernel's range of ephemeral ports
 * (32768–60999 on Linux). A fixed port inside that range can be held for a moment as the local end
 * of any outgoing connection on the machine, and a backend asking for it then fails to start.
 */
const backendPortAt = (offset: number) => String(port + 10 + offset);
const backendPort = process.env.E2E_BACKEND_PORT ?? backendPortAt(0);
const GOOGLE_CALLBACK = `${baseURL}/supabase/auth/v1/callback`;

/** The e2e backend's data directory; tests read the mail it "sends" beside it. */
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
export const DOWN_LOG_FILE = `${E2E_DATA_DIR}-down.log`;
export const SECOND_LOG_FILE = `${E2E_DATA_DIR}-second.log`;

/**
 * An app process with its own backend that requires e-mail confirmation, as hosted projects do
 * by default (`e2e/signup-confirmation.spec.ts`); its mail log is beside `<data dir>-confirm`.
 */
export const CONFIRM_PORT = Number(process.env.E2E_PORT_CONFIRM ?? port + 4);
export const CONFIRM_DATA_DIR = `${E2E_DATA_DIR}-confirm`;
const confirmBackendPort = process.env.E2E_BACKEND_PORT_CONFIRM ?? backendPortAt(2);

/**
 * An app process with the human check on: Turnstile's site key for the forms, and a backend of
 * its own that verifies tokens with the receiver above standing in for Cloudflare
 * (`e2e/captcha.spec.ts`).
 */
export const CAPTCHA_PORT = Number(process.env.E2E_PORT_CAPTCHA ?? port + 7);
export const CAPTCHA_VERIFIER = WEBHOOK_RECEIVER;
const TURNSTILE_SECRET = "e2e-turnstile-secret";
const captchaBackendPort = process.env.E2E_BACKEND_PORT_CAPTCHA ?? backendPortAt(3);

/**
 * Every e2e user signs up and signs in from 127.0.0.1, and tests mail one address again at once
 * (production waits a minute between e-mails to one address; a test that confirms a sign-up and
 * then asks for a reset can do both within a second): the backends' throttles, lifted.
 */
const LIFTED_LIMITS = {
  EMBEDDED_RATE_LIMIT_SIGN_IN_SIGN_UPS: "10000",
  EMBEDDED_RATE_LIMIT_SIGN_UPS_SITE_WIDE: "100000",
  EMBEDDED_RATE_LIMIT_EMAIL_SENT: "10000",
  EMBEDDED_RATE_LIMIT_EMAIL_SENT_SITE_WIDE: "10000",
  EMBEDDED_RATE_LIMIT_EMAILS_PER_RECIPIENT: "100",
  EMBEDDED_RATE_LIMIT_TOKEN_VERIFICATIONS: "10000",
  EMBEDDED_EMAIL_MAX_FREQUENCY: "0",
  // Texts too, all from 127.0.0.1; the pace per number stays, shortened to 15 s so that a test
  // which meets it waits seconds rather than a minute.
  EMBEDDED_SMS_MAX_FREQUENCY: "15",
  EMBEDDED_RATE_LIMIT_SMS_SENT: "10000",
  EMBEDDED_RATE_LIMIT_SMS_SENT_SITE_WIDE: "10000",
  EMBEDDED_RATE_LIMIT_SMS_PER_NUMBER: "100",
};

/** Where the main e2e server e-mails each contact message. */
export const CONTACT_TEAM_EMAIL = "team@gurukul.example";

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_BROWSER_FLAGS,
    chromiumSandbox: false,
  },
};

/** One server of the suite's, started by e2e/start-servers.mjs: answering on `url` means up. */
type Server = {
  name: string;
  /** The program and its arguments, run without a shell. */
  command: string[];
  env: Record<string, string>;
  url: string;
  timeout: number;
  /** Its stderr is dropped rather than shown in the run's output. */
  quiet?: boolean;
  /** Where its stdout goes (dropped without one). */
  logFile?: string;
};

/**
 * The production build on `port` behind `scripts/with-backend.mjs`: with a freshly created
 * backend of its own, or attached to one another server creates (it waits for that one too).
 */
function siteServer(
  port: number,
  backend: "fresh" | "attached",
  env: Record<string, string>,
  { logFile }: { logFile?: string } = {},
): Server {
  return {
    name: `site ${port}`,
    command: [
      "node",
      "scripts/with-backend.mjs",
      ...(backend === "fresh" ? ["--fresh"] : []),
      "node_modules/.bin/next",
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    logFile,
    env: backend === "attached" ? { ...env, EMBEDDED_ATTACH: "1" } : env,
    url: `http://127.0.0.1:${port}`,
    timeout: backend === "fresh" ? 60_000 : 90_000,
  };
}

/** Where e2e/start-servers.mjs answers once every server below does. */
const serversReadyPort = port + 8;

const allServers: Server[] = [
  {
    name: "OpenID provider",
    command: ["node_modules/.bin/tsx", "e2e/oidc-provider.ts"],
    env: {
      OIDC_PORT: new URL(OIDC_ISSUER).port,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_REDIRECT_URIS: GOOGLE_CALLBACK,
    },
    url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
    timeout: 20_000,
    // Its start-up warnings are about a provider fit for tests only, which it is.
    quiet: true,
  },
  {
    name: "webhook receiver",
    command: ["node", "e2e/webhook-receiver.mjs"],
    env: { WEBHOOK_PORT: String(webhookPort), WEBHOOK_SECRET, TURNSTILE_SECRET },
    url: `${WEBHOOK_RECEIVER}/`,
    timeout: 10_000,
  },
  // The production build with its own, freshly created embedded backend.
  siteServer(port, "fresh", {
    EMBEDDED_DATA_DIR: E2E_DATA_DIR,
    EMBEDDED_PORT: backendPort,
    // Sign in with Google against the local provider above; the other servers keep it off.
    EMBEDDED_EXTERNAL_GOOGLE_ENABLED: "1",
    EMBEDDED_EXTERNAL_GOOGLE_URL: OIDC_ISSUER,
    EMBEDDED_EXTERNAL_GOOGLE_REDIRECT_URI: GOOGLE_CALLBACK,
    SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: OIDC_CLIENT.secret,
    // `npm run test:e2e -- --postgres` runs this backend on a throw-away PostgreSQL server.
    SUPABASE_DB_URL: process.env.E2E_DB_URL ?? "",
    EMBEDDED_SITE_URL: baseURL,
    // Short-lived access tokens: sessions refresh within seconds, exercising rotation.
    EMBEDDED_ACCESS_TOKEN_TTL: "100",
    ...LIFTED_LIMITS,
    // Every stored contact message is posted to the receiver below.
    CONTACT_WEBHOOK_URL: `${WEBHOOK_RECEIVER}/hooks/contact`,
    CONTACT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // ...and e-mailed to the team, into the local mailbox (e2e/contact-notify.spec.ts).
    CONTACT_NOTIFY_EMAIL: CONTACT_TEAM_EMAIL,
    // The daily schedule's route (e2e/consent.spec.ts runs retention through it); its one feed
    // answers 404, so a run ingests nothing and changes no other test's news.
    CRON_SECRET: process.env.E2E_CRON_SECRET ?? "e2e-cron-secret-of-at-least-32-characters",
    NEWS_FEEDS: `${WEBHOOK_RECEIVER}/feeds/none.xml`,
  }),
  // Same build, attached to the first server's backend.
  siteServer(
    SECOND_PORT,
    "attached",
    { EMBEDDED_DATA_DIR: E2E_DATA_DIR },
    { logFile: SECOND_LOG_FILE },
  ),
  // Same build with real keys but a backend address nothing answers on.
  siteServer(
    DOWN_PORT,
    "attached",
    { EMBEDDED_DATA_DIR: E2E_DATA_DIR, SUPABASE_URL: DOWN_BACKEND },
    { logFile: DOWN_LOG_FILE },
  ),
  siteServer(newsEmptyPort, "fresh", {
    EMBEDDED_DATA_DIR: `${E2E_DATA_DIR}-news-empty`,
    SUPABASE_DB_URL: "",
    EMBEDDED_PORT: process.env.E2E_BACKEND_PORT_NEWS_EMPTY ?? backendPortAt(1),
    EMBEDDED_SEED_NEWS: "0",
  }),
  siteServer(CONFIRM_PORT, "fresh", {
    EMBEDDED_DATA_DIR: CONFIRM_DATA_DIR,
    SUPABASE_DB_URL: "",
    EMBEDDED_PORT: confirmBackendPort,
    EMBEDDED_SEED_NEWS: "0",
    EMBEDDED_SITE_URL: `http://127.0.0.1:${CONFIRM_PORT}`,
    EMBEDDED_ENABLE_CONFIRMATIONS: "1",
    ...LIFTED_LIMITS,
  }),
  siteServer(CAPTCHA_PORT, "fresh", {
    EMBEDDED_DATA_DIR: `${E2E_DATA_DIR}-captcha`,
    SUPABASE_DB_URL: "",
    EMBEDDED_PORT: captchaBackendPort,
    EMBEDDED_SEED_NEWS: "0",
    EMBEDDED_SITE_URL: `http://127.0.0.1:${CAPTCHA_PORT}`,
    EMBEDDED_ENABLE_CONFIRMATIONS: "0",
    ...LIFTED_LIMITS,
    TURNSTILE_SITE_KEY: "e2e-turnstile-site-key",
    EMBEDDED_CAPTCHA_ENABLED: "1",
    EMBEDDED_CAPTCHA_PROVIDER: "turnstile",
    SUPABASE_AUTH_CAPTCHA_SECRET: TURNSTILE_SECRET,
    EMBEDDED_CAPTCHA_VERIFY_URL: `${CAPTCHA_VERIFIER}/turnstile/v0/siteverify`,
  }),
];

/**
 * A run that repeats specs on the second engine (`E2E_ENGINE_REPEAT=1`, set by scripts/test.mjs
 * for its ON_BOTH_ENGINES). It proves what the backend does: a page's layout and accessibility
 * come out the same whichever engine holds the data, and the first run checked them, so the
 * repeat passes over those checks and over tests tagged @engine-free.
 */
export const ENGINE_REPEAT = process.env.E2E_ENGINE_REPEAT === "1";

/**
 * The servers the repeat needs: the main site with its Google and webhook stand-ins; the others
 * would only spend start-up time.
 */
const MAIN_SERVERS = new Set(["OpenID provider", "webhook receiver", `site ${port}`]);
const servers = ENGINE_REPEAT
  ? allServers.filter(({ name }) => MAIN_SERVERS.has(name))
  : allServers;

/**
 * Runs against the production build served by plain `next start`, as Vercel serves it and `npm start`
 * runs it, with an embedded backend on a fresh data directory (build first: `npm run test:e2e` does).
 * Tests tagged @desktop or @mobile run only at that size; the rest run at both.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  // A test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // Recording a trace copies the page at every action of every test, about a tenth of the
    // suite's time on two cores; a failure still reports its error context (the page's
    // accessibility tree). `E2E_TRACE=1` records them and keeps the failed tests' traces.
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
    reducedMotion: "reduce",
    // A worker would serve pages from its caches between tests; e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
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
  // Started side by side by one launcher (Playwright starts a list of web servers one by one).
  webServer: {
    command: "node e2e/start-servers.mjs",
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_SERVERS_READY_PORT: String(serversReadyPort) },
    url: `http://127.0.0.1:${serversReadyPort}/`,
    reuseExistingServer: false,
    timeout: 150_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
