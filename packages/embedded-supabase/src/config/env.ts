import type { AuthRateLimits } from "../auth/limits";
import type { EmbeddedBackendOptions, TxEnd } from "./options";

/** The environment as the command line hands it over (`process.env`). */
export type Environment = Readonly<Record<string, string | undefined>>;

function flag(env: Environment, name: string): boolean | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return undefined;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  throw new Error(`${name} must be 1 or 0`);
}

function number(env: Environment, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number`);
  return value;
}

function millisFromSeconds(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : seconds * 1000;
}

function text(env: Environment, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** Drops the keys whose value is undefined, so they do not hide a default when spread. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function rateLimitsFromEnv(env: Environment): Partial<AuthRateLimits> {
  return defined({
    signInSignUps: number(env, "EMBEDDED_RATE_LIMIT_SIGN_IN_SIGN_UPS"),
    passwordFailures: number(env, "EMBEDDED_RATE_LIMIT_PASSWORD_FAILURES"),
    wrongPasswords: number(env, "EMBEDDED_RATE_LIMIT_WRONG_PASSWORDS"),
    emailSent: number(env, "EMBEDDED_RATE_LIMIT_EMAIL_SENT"),
    emailMaxFrequency: number(env, "EMBEDDED_EMAIL_MAX_FREQUENCY"),
    emailSentSiteWide: number(env, "EMBEDDED_RATE_LIMIT_EMAIL_SENT_SITE_WIDE"),
    emailsPerRecipient: number(env, "EMBEDDED_RATE_LIMIT_EMAILS_PER_RECIPIENT"),
    tokenVerifications: number(env, "EMBEDDED_RATE_LIMIT_TOKEN_VERIFICATIONS"),
    signUpsSiteWide: number(env, "EMBEDDED_RATE_LIMIT_SIGN_UPS_SITE_WIDE"),
    userUpdates: number(env, "EMBEDDED_RATE_LIMIT_USER_UPDATES"),
    smsSent: number(env, "EMBEDDED_RATE_LIMIT_SMS_SENT"),
    smsSentSiteWide: number(env, "EMBEDDED_RATE_LIMIT_SMS_SENT_SITE_WIDE"),
    smsPerNumber: number(env, "EMBEDDED_RATE_LIMIT_SMS_PER_NUMBER"),
  });
}

function googleFromEnv(env: Environment): EmbeddedBackendOptions["externalGoogle"] {
  const google = defined({
    enabled: flag(env, "EMBEDDED_EXTERNAL_GOOGLE_ENABLED"),
    url: text(env, "EMBEDDED_EXTERNAL_GOOGLE_URL"),
    redirectUri: text(env, "EMBEDDED_EXTERNAL_GOOGLE_REDIRECT_URI"),
  });
  return Object.keys(google).length > 0 ? google : undefined;
}

function smsFromEnv(env: Environment): EmbeddedBackendOptions["sms"] {
  const codes = text(env, "EMBEDDED_SMS_COUNTRY_CODES");
  const sms = defined({
    countryCodes: codes?.split(",").map((code) => code.replace(/^\+/, "").trim()),
    maxFrequencySeconds: number(env, "EMBEDDED_SMS_MAX_FREQUENCY"),
  });
  return Object.keys(sms).length > 0 ? sms : undefined;
}

function captchaFromEnv(env: Environment): EmbeddedBackendOptions["captcha"] {
  const captcha = defined({
    enabled: flag(env, "EMBEDDED_CAPTCHA_ENABLED"),
    provider: text(env, "EMBEDDED_CAPTCHA_PROVIDER"),
    secret: text(env, "SUPABASE_AUTH_CAPTCHA_SECRET"),
    verifyUrl: text(env, "EMBEDDED_CAPTCHA_VERIFY_URL"),
  });
  return Object.keys(captcha).length > 0 ? captcha : undefined;
}

/**
 * The options the environment sets (the package README lists each variable). Only the
 * command-line entry calls this; the library itself never reads the environment.
 */
export function optionsFromEnv(env: Environment): EmbeddedBackendOptions {
  const schemas = env.EMBEDDED_DB_SCHEMAS?.split(",")
    .map((schema) => schema.trim())
    .filter(Boolean);
  return defined({
    databaseUrl: text(env, "SUPABASE_DB_URL"),
    dbPoolSize: Number(env.SUPABASE_DB_POOL_SIZE) || undefined,
    dbAcquireTimeoutMs: millisFromSeconds(number(env, "EMBEDDED_DB_ACQUIRE_TIMEOUT")),
    siteUrl: env.EMBEDDED_SITE_URL,
    accessTokenTtl: number(env, "EMBEDDED_ACCESS_TOKEN_TTL"),
    refreshTokenReuseInterval: number(env, "EMBEDDED_REFRESH_TOKEN_REUSE_INTERVAL"),
    configFile: env.EMBEDDED_CONFIG_FILE,
    enableConfirmations: flag(env, "EMBEDDED_ENABLE_CONFIRMATIONS"),
    enableSignup: flag(env, "EMBEDDED_ENABLE_SIGNUP"),
    otpExpirySeconds: number(env, "EMBEDDED_OTP_EXPIRY"),
    externalUrl: env.EMBEDDED_API_EXTERNAL_URL,
    authRateLimits: rateLimitsFromEnv(env),
    dbSchemas: schemas,
    dbTxEnd: env.EMBEDDED_DB_TX_END as TxEnd | undefined,
    dbAggregatesEnabled: env.EMBEDDED_DB_AGGREGATES_ENABLED === "1" ? true : undefined,
    configEnv: env,
    externalGoogle: googleFromEnv(env),
    captcha: captchaFromEnv(env),
    sms: smsFromEnv(env),
    smtpUrl: text(env, "SMTP_URL"),
    smtpFrom: env.SMTP_FROM,
    mailbox: flag(env, "EMBEDDED_MAILBOX"),
  });
}

/** What the command line itself takes from the environment, beside the library's options. */
export interface CommandLineEnv {
  /** Run the project's seed module (`EMBEDDED_SEED_NEWS=0` turns it off). */
  seed: boolean;
  /** Log e-mails without their links and codes: always when they really go out by SMTP. */
  redactMail: boolean;
  /** Readable log lines (pino-pretty) instead of JSON: in development, as the site's. */
  prettyLog: boolean;
  /** The lowest level logged, as the site's `LOG_LEVEL`. */
  logLevel: string;
}

export function commandLineEnv(env: Environment): CommandLineEnv {
  return {
    seed: env.EMBEDDED_SEED_NEWS !== "0",
    redactMail: Boolean(text(env, "SMTP_URL")) || env.EMBEDDED_MAIL_LOG === "redacted",
    prettyLog: env.NODE_ENV === "development",
    logLevel: text(env, "LOG_LEVEL") ?? "info",
  };
}
