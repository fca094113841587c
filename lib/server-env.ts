import { z } from "zod";

import type { Deployment } from "@/content/legal";

import { newsFeeds } from "./news/feeds";
import { missingContactDetails, publicOrigin } from "./public-origin";

/** Unset, empty and blank all mean "not configured" (`.env.example` lists every name empty). */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** As `optionalText`, but a value is kept byte for byte: a signing key is used as given. */
const optionalSecret = z
  .string()
  .transform((value) => (value.trim() ? value : undefined))
  .optional();

const CRON_SECRET_MIN_LENGTH = 32;

const optionalUrl = optionalText.pipe(
  z.url({ message: "must be an absolute URL such as https://xyz.supabase.co" }).optional(),
);

const serverEnvSchema = z
  .object({
    SUPABASE_URL: optionalUrl,
    SUPABASE_PUBLISHABLE_KEY: optionalText,
    SUPABASE_SECRET_KEY: optionalText,
    NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalText,
    /** The cron route's bearer secret: long enough that it cannot be guessed online. */
    CRON_SECRET: optionalText.pipe(
      z
        .string()
        .min(CRON_SECRET_MIN_LENGTH, {
          message: `must be at least ${CRON_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
        })
        .optional(),
    ),
    /** Cloudflare Turnstile's public site key: the auth forms' human check (lib/security/captcha.ts). */
    TURNSTILE_SITE_KEY: optionalText,
    /** The feeds the ingestion job reads: the defaults unless set. */
    NEWS_FEEDS: optionalText.transform((raw, context) => {
      try {
        return newsFeeds({ NEWS_FEEDS: raw });
      } catch (error) {
        const message = (error as Error).message.replace(/^NEWS_FEEDS: /, "");
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    }),
    /** Proxies in front of the site that append to X-Forwarded-For (see `clientAddress()`). */
    TRUSTED_PROXY_HOPS: optionalText
      .pipe(
        z
          .string()
          .regex(/^([1-9]|10)$/, { message: "must be a whole number from 1 to 10" })
          .transform(Number)
          .optional(),
      )
      .transform((hops) => hops ?? 1),
    /** The team's endpoint for contact messages (see lib/forms/contact-webhook.ts). */
    CONTACT_WEBHOOK_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          message: "must be an http(s) URL such as https://hooks.example",
        })
        .optional(),
    ),
    CONTACT_WEBHOOK_SECRET: optionalSecret,
    /** The team's address: each stored contact message is also e-mailed there (reply-to the visitor). */
    CONTACT_NOTIFY_EMAIL: optionalText.pipe(
      z.email({ message: "must be an e-mail address such as team@example.com" }).optional(),
    ),
    /** The site's own mail (subscription confirmations): see lib/mail/mailer.ts. */
    SMTP_URL: optionalText.pipe(
      z
        .url({
          protocol: /^smtps?$/,
          message:
            "must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465",
        })
        .optional(),
    ),
    SMTP_FROM: optionalText,
    /** Without SMTP_URL, the file the site's mail is appended to (the local mailbox). */
    SITE_MAIL_LOG: optionalText,
    /** Without SMTP_URL, the embedded backend's local mailbox (set by the launcher) the site's mail goes to. */
    LOCAL_MAILBOX_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    ),
    /** The Send SMS hook's secrets, `v1,whsec_<base64>` (several while rotating, `|` between). */
    SEND_SMS_HOOK_SECRET: optionalSecret,
    /** The Send Email hook's secrets, in the same form: every auth e-mail is the site's to send. */
    SEND_EMAIL_HOOK_SECRET: optionalSecret,
    /** The countries (ISO codes, comma-separated) phone sign-in offers; unset: India only. */
    SMS_COUNTRIES: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, { message: "must be ISO country codes such as IN,AE" })
        .transform((list) => list.split(","))
        .optional(),
    ),
    /** Which HTTP gateway sends the codes (lib/sms/gateways.ts); unset: the local mailbox. */
    SMS_GATEWAY: optionalText.pipe(z.enum(["msg91", "gupshup"]).optional()),
    /** The DLT registration the gateway sends under: principal entity, header, template. */
    SMS_DLT_ENTITY_ID: optionalText,
    SMS_DLT_HEADER: optionalText,
    SMS_DLT_TEMPLATE_ID: optionalText,
    /** The registered template's text with `{code}` for the code (Gupshup sends the text). */
    SMS_TEMPLATE: optionalText,
    MSG91_AUTH_KEY: optionalSecret,
    /** MSG91's WhatsApp sender number and approved template: codes asked for by WhatsApp. */
    MSG91_WHATSAPP_NUMBER: optionalText,
    MSG91_WHATSAPP_TEMPLATE: optionalText,
    GUPSHUP_USER_ID: optionalText,
    GUPSHUP_PASSWORD: optionalSecret,
    /** How long contact messages are kept before the retention job deletes them. */
    CONTACT_MESSAGE_RETENTION_MONTHS: optionalText
      .pipe(
        z
          .string()
          .regex(/^([1-9]|[1-9][0-9]|1[01][0-9]|120)$/, {
            message: "must be a whole number of months from 1 to 120",
          })
          .transform(Number)
          .optional(),
      )
      .transform((months) => months ?? 24),
    /** Turns the error tracker on: server errors also go to this Sentry project (lib/log). */
    SENTRY_DSN: optionalText.pipe(
      z
        .url({
          protocol: /^https$/,
          message: "must be a Sentry DSN such as https://key@o1.ingest.sentry.io/2",
        })
        .optional(),
    ),
    /** Lines below this level are dropped: trace, debug, info (default), warn, error, fatal. */
    LOG_LEVEL: optionalText.pipe(
      z.enum(["trace", "debug", "info", "warn", "error", "fatal"]).optional(),
    ),
  })
  .superRefine(
    (env, context) => {
      // An unsigned post would let anyone who learns the URL forge messages.
      if (env.SMTP_URL && !env.SMTP_FROM) {
        context.addIssue({
          code: "custom",
          path: ["SMTP_FROM"],
          message: 'must be set when SMTP_URL is: the sender, e.g. "Gurukul Code <no-reply@…>"',
        });
      }
      if (env.CONTACT_WEBHOOK_URL && !env.CONTACT_WEBHOOK_SECRET) {
        context.addIssue({
          code: "custom",
          path: ["CONTACT_WEBHOOK_SECRET"],
          message: "must be set when CONTACT_WEBHOOK_URL is: every post is signed with it",
        });
      }
    },
    // Named together with any other invalid variable, not only once the rest is valid.
    { when: () => true },
  );

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/**
 * What the platform, not an operator, sets: Vercel's markers and the build's version, which
 * next.config.ts fixes at build time (`BUILD_VERSION`).
 */
export const platformEnv = {
  onVercel: () => Boolean(process.env.VERCEL),
  deployment: () => process.env.VERCEL_ENV ?? process.env.NODE_ENV,
  buildVersion: () => process.env.BUILD_VERSION ?? "development",
};

/** LOG_LEVEL, read on its own: the logger exists before the start-up check can report. */
export function logLevel(source: Record<string, string | undefined> = process.env): string {
  return serverEnvSchema.shape.LOG_LEVEL.safeParse(source.LOG_LEVEL).data ?? "info";
}

/**
 * The variables `next build` reads (next.config.ts): the mode, the commit Vercel names, the
 * output folder, and whether `npm test` has already type-checked the tree.
 */
export function buildEnv(source: Record<string, string | undefined> = process.env) {
  return {
    development: source.NODE_ENV !== "production",
    commit: source.VERCEL_GIT_COMMIT_SHA?.trim() || undefined,
    distDir: source.NEXT_DIST_DIR || ".next",
    typesChecked: source.TYPES_CHECKED === "1",
  };
}

/**
 * The build's check: prerendered pages carry the contact details in their HTML, so a production
 * build for a public origin without them fails rather than ship placeholders.
 */
export function checkEnvAtBuild(source: Record<string, string | undefined> = process.env): void {
  const problems = missingContactDetails(source);
  if (problems.length > 0) {
    throw new Error(
      `Refusing to build pages with placeholder contact details (see .env.example):\n${problems.join("\n")}`,
    );
  }
}

/**
 * Where this deployment runs, for the privacy notice's processors: Vercel when it builds there,
 * Supabase's platform when the site talks to a project on supabase.co; else servers of our own.
 */
export function deployment(source: Record<string, string | undefined> = process.env): Deployment {
  const supabaseUrl = source.NEXT_PUBLIC_SUPABASE_URL?.trim() || source.SUPABASE_URL?.trim() || "";
  let hosted = false;
  try {
    hosted = /(^|\.)supabase\.(co|in)$/.test(new URL(supabaseUrl).hostname);
  } catch {
    // No URL: the embedded backend, on our own database.
  }
  return { hosting: source.VERCEL ? "vercel" : "own", database: hosted ? "supabase" : "own" };
}

/** What the content security policy must allow besides the site: hosted Supabase, Turnstile. */
export function policySources(source: Record<string, string | undefined> = process.env) {
  return {
    supabaseUrl: source.NEXT_PUBLIC_SUPABASE_URL?.trim() ?? "",
    captcha: Boolean(source.TURNSTILE_SITE_KEY?.trim()),
  };
}

function invalidEnvironment(problems: string[]): Error {
  return new Error(`Invalid environment variables (see .env.example):\n${problems.join("\n")}`);
}

function parse(source: Record<string, string | undefined>) {
  const result = serverEnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  return { env: result.data, problems };
}

/**
 * The server's own variables (backend address and keys, the cron secret, the news feeds, the
 * proxy hops, the contact webhook), read from the environment at the time of the call: the
 * launcher sets the backend's address after start-up, and tests change them between cases. Throws
 * naming every invalid variable; `instrumentation.ts` checks them once at start-up (see
 * `checkEnvAtStartup`) so a bad value stops the server before it serves.
 */
export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const { env, problems } = parse(source);
  if (!env) throw invalidEnvironment(problems);
  return env;
}

/**
 * A public site e-mails subscription confirmations itself: without SMTP they would only reach a
 * log. One line per missing variable, none on a local origin.
 */
function missingMail(source: Record<string, string | undefined>): string[] {
  const origin = publicOrigin(source);
  if (!origin) return [];
  return (["SMTP_URL", "SMTP_FROM"] as const)
    .filter((name) => !source[name]?.trim())
    .map(
      (name) =>
        `  ${name}: must be set on a public origin (${origin}); the site sends subscription confirmations through it`,
    );
}

/**
 * The start-up check: every invalid server variable, and, for a production server on a public
 * origin, the contact details and mail settings it lacks, named in one error.
 */
export function checkEnvAtStartup(
  source: Record<string, string | undefined> = process.env,
  { production = source.NODE_ENV === "production" }: { production?: boolean } = {},
): void {
  const { problems } = parse(source);
  if (production) problems.push(...missingContactDetails(source), ...missingMail(source));
  if (problems.length > 0) throw invalidEnvironment(problems);
}

/** `checkEnvAtStartup()` for a starting server: Next logs a failing hook and serves regardless. */
export function stopOnInvalidEnv(): void {
  try {
    checkEnvAtStartup();
  } catch (error) {
    // Before the logger: its own settings are among those being checked.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** The site's origin when it is public, read now (see `publicOrigin`): local work sends no SMS. */
export function currentPublicOrigin(
  source: Record<string, string | undefined> = process.env,
): string | null {
  return publicOrigin(source);
}
