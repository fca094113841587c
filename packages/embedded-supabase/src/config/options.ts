import { resolve } from "node:path";

import type { AuthRateLimits } from "../auth/limits";
import type { AuthConfig } from "../auth/users";
import {
  DEFAULT_DB_ACQUIRE_TIMEOUT_MS,
  DEFAULT_DB_POOL_SIZE,
  DEFAULT_MIGRATIONS_DIR,
  DEFAULT_SEED_FILE,
  type Database,
} from "../db/database";
import type { RestLimits } from "../rest/limits";
import { readApiSettings } from "./api-settings";
import { readAuthSettings } from "./auth-settings";
import { readCaptchaSettings, resolveCaptcha } from "./captcha-settings";
import type { CaptchaOptions } from "./captcha-settings";
import { readExternalSettings } from "./external-settings";
import { readPhoneSettings, resolveHook, resolveSms } from "./phone-settings";
import type { HookSettings, SmsSettings } from "./phone-settings";
import type { ConfigEnv, ExternalProviderSettings } from "./external-settings";
import { defaultBackendLogger } from "../log/backend";
import type { Logger } from "../log/logger";
import { isLoopback } from "../mail/mailbox";
import { loadTemplates } from "../mail/templates";
import { HOOK_TIMEOUT_MS } from "../auth/hooks";
import type { MailTemplates } from "../mail/templates";

/** How a request's transaction ends, as PostgREST's `db-tx-end`. */
export type TxEnd = "commit" | "commit-allow-override" | "rollback" | "rollback-allow-override";
const TX_END_VALUES: readonly TxEnd[] = [
  "commit",
  "commit-allow-override",
  "rollback",
  "rollback-allow-override",
];

/** What `startEmbeddedBackend` takes; every option has a default (the package README's table). */
export interface EmbeddedBackendOptions {
  /** The Supabase CLI project folder: `supabase/` below it holds the config, migrations and seed. Default the working directory. */
  workdir?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. Default `.data/dev`. */
  dataDir?: string;
  /** `postgres://…`: run on that PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (at least 2). Default 10. */
  dbPoolSize?: number;
  /**
   * Milliseconds an `anon` or `authenticated` API request may wait for the database before it is
   * answered 504 (PostgREST's `db-pool-acquisition-timeout`). Default 10 000; 0 waits for ever.
   */
  dbAcquireTimeoutMs?: number;
  /** 0 picks a free port. Default 54321, Supabase's local API port. */
  port?: number;
  /** Default `127.0.0.1`. */
  host?: string;
  /** Where e-mailed links point. Default http://localhost:3000. */
  siteUrl?: string;
  /** Access token lifetime in seconds. Default 3600. */
  accessTokenTtl?: number;
  /** Seconds a rotated refresh token stays usable. Default 10. */
  refreshTokenReuseInterval?: number;
  /** Default `supabase/migrations` of the workdir. */
  migrationsDir?: string;
  /** Default `supabase/seed.sql` of the workdir. */
  seedFile?: string;
  /**
   * The project's data seeding: runs once the migrations and seed file are applied, before
   * serving, and again as each UTC day begins, since seeded rows may be dated today (the demo
   * news). Must be idempotent.
   */
  seed?: (db: Database) => Promise<unknown>;
  /** Caps on one `/rest/v1` request (URL, select items, filters, patterns, response bytes). */
  restLimits?: Partial<RestLimits>;
  /** The Supabase CLI configuration whose `[auth]` settings and `[api] max_rows` apply. Default `supabase/config.toml` of the workdir (the CLI's defaults when missing). */
  configFile?: string;
  /** Both the current and the new address confirm an e-mail change. Default `double_confirm_changes` of the config file. */
  doubleConfirmChanges?: boolean;
  /** Sign-ups confirm their address before a session. Default `enable_confirmations` of the config file. */
  enableConfirmations?: boolean;
  /** New accounts allowed. Default `[auth] enable_signup` of the config file. */
  enableSignup?: boolean;
  /** Seconds an e-mailed link and code work. Default `[auth.email] otp_expiry` of the config file, else 900. */
  otpExpirySeconds?: number;
  /** A session over a day old needs a reauthentication code to change its password. Default `[auth.email] secure_password_change` of the config file. */
  securePasswordChange?: boolean;
  /** Where browsers reach this server, for `/auth/v1/verify` links. Default its own URL. */
  externalUrl?: string;
  /** Auth throttles; each defaults to GoTrue's, the e-mail frequency to the config's `max_frequency`. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Schemas `/rest/v1` exposes, the first being the default. Default `public`. */
  dbSchemas?: string[];
  /** How request transactions end (PostgREST's db-tx-end). Default `commit`. */
  dbTxEnd?: TxEnd;
  /** Allow aggregate functions in `select` (PostgREST's db-aggregates-enabled). Default off. */
  dbAggregatesEnabled?: boolean;
  /** Most rows in one `/rest/v1` response, where `count=estimated` turns to the planner (PostgREST's db-max-rows); `null`: no cap, estimates always planned. Default `[api] max_rows` of the config file, else 1000. */
  restMaxRows?: number | null;
  /** Values of the config file's `env(NAME)` references (the command line passes its environment). */
  configEnv?: ConfigEnv;
  /** Sign in with Google: overrides `[auth.external.google]` of the config file, key by key. */
  externalGoogle?: Partial<ExternalProviderSettings>;
  /** CAPTCHA on sign-ups, password sign-ins and e-mailed links: overrides `[auth.captcha]` of the config file, key by key. Default off. */
  captcha?: Partial<CaptchaOptions>;
  /** Phone sign-in: overrides `[auth.sms]` of the config file, key by key. */
  sms?: Partial<SmsSettings>;
  /** The Send SMS hook, the phone provider: overrides `[auth.hook.send_sms]`, key by key. Default off. */
  sendSmsHook?: Partial<HookSettings>;
  /** The Send Email hook, which then sends every e-mail instead of the backend: overrides `[auth.hook.send_email]`. Default off. */
  sendEmailHook?: Partial<HookSettings>;
  /** Milliseconds a hook call may take, all its attempts together. Default 5000, as GoTrue. */
  hookTimeoutMs?: number;
  /** `smtp://user:password@host:587` or `smtps://…:465`: deliver e-mail there. Without it e-mail only reaches `onMail`. */
  smtpUrl?: string;
  /** The sender, e.g. `Gurukul Code <no-reply@example.com>`; required with `smtpUrl`. */
  smtpFrom?: string;
  /** Keep every e-mail in a local mailbox served at `/_mailbox` (local work and tests; not with `smtpUrl`). Default off. */
  mailbox?: boolean;
  /** Where the backend logs its events (a pino logger, e.g. `createLogger()` of `@gurukul/embedded-supabase/log`). Default JSON lines on stdout, as the site's, marked `service: "backend"`. */
  logger?: Logger;
}

/** Every option with its default applied and the config file read. */
export interface Settings {
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dbAcquireTimeoutMs: number;
  port: number;
  host: string;
  siteUrl: string;
  externalUrl: string | undefined;
  accessTokenTtl: number;
  refreshTokenReuseInterval: number;
  migrationsDir: string;
  seedFile: string;
  seed: ((db: Database) => Promise<unknown>) | undefined;
  restLimits: RestLimits;
  /** What the auth server's settings take from the options and the config file. */
  auth: Pick<
    AuthConfig,
    | "doubleConfirmChanges"
    | "enableConfirmations"
    | "enableSignup"
    | "emailSignupEnabled"
    | "additionalRedirectUrls"
    | "google"
    | "otpExpirySeconds"
    | "securePasswordChange"
    | "captcha"
    | "sms"
    | "sendSmsHook"
    | "sendEmailHook"
    | "hookTimeoutMs"
  >;
  /** The e-mail templates `[auth.email.template.*]` names, read at start. */
  mailTemplates: MailTemplates;
  authRateLimits: AuthRateLimits;
  rest: { schemas: string[]; txEnd: TxEnd; aggregatesEnabled: boolean; maxRows: number | null };
  smtp: { url: string; from: string } | null;
  mailbox: boolean;
  logger: Logger;
}

const DEFAULT_DATA_DIR = ".data/dev";
const DEFAULT_PORT = 54321;
const DEFAULT_CONFIG_FILE = "supabase/config.toml";

/** GoTrue's throttles; `emailMaxFrequency` gives way to the config's `max_frequency`. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  signUpsSiteWide: 1000,
  passwordFailures: 5,
  wrongPasswords: 20,
  emailSent: 30,
  emailMaxFrequency: 60,
  emailSentSiteWide: 500,
  emailsPerRecipient: 5,
  tokenVerifications: 30,
  userUpdates: 10,
  smsSent: 10,
  smsSentSiteWide: 100,
  smsPerNumber: 5,
};

const DEFAULT_REST_LIMITS: RestLimits = {
  maxUrlBytes: 16 * 1024,
  maxSelectItems: 16,
  maxResponseBytes: 8 * 1024 * 1024,
  maxFilterTerms: 64,
  maxFilterDepth: 4,
  maxAnonPatterns: 8,
  maxMemberPatterns: 16,
  maxAnonSearches: 2,
  maxMemberSearches: 4,
  maxPatternLength: 256,
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

function checkTxEnd(txEnd: string): TxEnd {
  if (!(TX_END_VALUES as readonly string[]).includes(txEnd)) {
    throw new Error(`EMBEDDED_DB_TX_END must be one of ${TX_END_VALUES.join(", ")}`);
  }
  return txEnd as TxEnd;
}

function checkMaxRows(maxRows: number | null): number | null {
  if (maxRows !== null && !(Number.isSafeInteger(maxRows) && maxRows >= 0)) {
    throw new Error("restMaxRows must be a non-negative integer or null");
  }
  return maxRows;
}

/**
 * Mail that really goes out is its recipients' alone: no copy in a mailbox anyone local can read.
 * The mailbox holds every link and code, so it is never served beyond this machine.
 */
function checkMailbox(mailbox: boolean, smtp: boolean, host: string): boolean {
  if (mailbox && smtp) throw new Error("the local mailbox is for work without SMTP_URL");
  if (mailbox && !isLoopback(host)) {
    throw new Error(`the local mailbox needs a loopback host (127.0.0.1), not ${host}`);
  }
  return mailbox;
}

function checkOtpExpiry(seconds: number): number {
  if (!(Number.isSafeInteger(seconds) && seconds > 0 && seconds <= 86_400)) {
    throw new Error("otp_expiry must be a whole number of seconds between 1 and 86400");
  }
  return seconds;
}

/** Paths below the workdir unless absolute. */
function projectPath(workdir: string | undefined, path: string): string {
  return workdir ? resolve(workdir, path) : path;
}

/** The one place options get their defaults: the options, then the config file, then the CLI's. */
export function resolveSettings(options: EmbeddedBackendOptions): Settings {
  const { workdir } = options;
  const configFile = projectPath(workdir, options.configFile ?? DEFAULT_CONFIG_FILE);
  const authSettings = readAuthSettings(configFile);
  const external = readExternalSettings(configFile, options.configEnv);
  const phone = readPhoneSettings(configFile, options.configEnv);
  const smtpUrl = options.smtpUrl?.trim();
  return {
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    databaseUrl: options.databaseUrl || undefined,
    dbPoolSize: options.dbPoolSize || DEFAULT_DB_POOL_SIZE,
    dbAcquireTimeoutMs: options.dbAcquireTimeoutMs ?? DEFAULT_DB_ACQUIRE_TIMEOUT_MS,
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? "127.0.0.1",
    siteUrl: withoutTrailingSlash(options.siteUrl ?? "http://localhost:3000"),
    externalUrl:
      options.externalUrl === undefined ? undefined : withoutTrailingSlash(options.externalUrl),
    accessTokenTtl: options.accessTokenTtl ?? 3600,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    migrationsDir: projectPath(workdir, options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR),
    seedFile: projectPath(workdir, options.seedFile ?? DEFAULT_SEED_FILE),
    seed: options.seed,
    restLimits: { ...DEFAULT_REST_LIMITS, ...options.restLimits },
    auth: {
      doubleConfirmChanges: options.doubleConfirmChanges ?? authSettings.doubleConfirmChanges,
      enableConfirmations: options.enableConfirmations ?? authSettings.enableConfirmations,
      enableSignup: options.enableSignup ?? authSettings.enableSignup,
      emailSignupEnabled: authSettings.emailSignupEnabled,
      additionalRedirectUrls: external.additionalRedirectUrls,
      google: { ...external.google, ...options.externalGoogle },
      otpExpirySeconds: checkOtpExpiry(options.otpExpirySeconds ?? authSettings.otpExpirySeconds),
      securePasswordChange: options.securePasswordChange ?? authSettings.securePasswordChange,
      captcha: resolveCaptcha(readCaptchaSettings(configFile, options.configEnv), options.captcha),
      sms: resolveSms(phone.sms, options.sms),
      sendSmsHook: resolveHook("send_sms", { ...phone.sendSms, ...options.sendSmsHook }),
      sendEmailHook: resolveHook("send_email", { ...phone.sendEmail, ...options.sendEmailHook }),
      hookTimeoutMs: options.hookTimeoutMs ?? HOOK_TIMEOUT_MS,
    },
    mailTemplates: loadTemplates(authSettings.templates, (path) => resolve(workdir ?? ".", path)),
    authRateLimits: {
      ...DEFAULT_AUTH_RATE_LIMITS,
      emailMaxFrequency: authSettings.maxFrequencySeconds,
      ...options.authRateLimits,
    },
    rest: {
      schemas: options.dbSchemas ?? ["public"],
      txEnd: checkTxEnd(options.dbTxEnd ?? "commit"),
      aggregatesEnabled: options.dbAggregatesEnabled ?? false,
      maxRows: checkMaxRows(
        options.restMaxRows === undefined
          ? readApiSettings(configFile).maxRows
          : options.restMaxRows,
      ),
    },
    smtp: smtpUrl ? { url: smtpUrl, from: options.smtpFrom ?? "" } : null,
    mailbox: checkMailbox(options.mailbox ?? false, Boolean(smtpUrl), options.host ?? "127.0.0.1"),
    logger: options.logger ?? defaultBackendLogger(),
  };
}
