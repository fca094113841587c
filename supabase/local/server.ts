import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { cleanupAuthData } from "./auth-cleanup";
import type { CleanupReport } from "./auth-cleanup";
import { createAuthHandler } from "./auth";
import { DEFAULT_AUTH_RATE_LIMITS } from "./auth-limits";
import { readApiSettings } from "./api-settings";
import { readAuthSettings } from "./auth-settings";
import type { AuthRateLimits } from "./auth-limits";
import type { MailMessage } from "./auth";
import { openDatabase, siblingFiles } from "./db";
import type { Database } from "./db";
import { AuthApiError, RestError } from "./errors";
import { answerPreflight, applyCors, BodyTooLargeError, sendJson } from "./http";
import { signJwt } from "./jwt";
import type { JwtClaims } from "./jwt";
import { loadOrCreateKeys, loadOrCreateKeysInDatabase } from "./keys";
import { createSmtpMailer, MAIL_SUBJECTS, maskEmail } from "./mail";
import type { SigningKeys } from "./keys";
import { DEFAULT_REST_LIMITS } from "./limits";
import type { RestLimits } from "./limits";
import { createRestHandler, TX_END_VALUES } from "./rest";
import type { TxEnd } from "./rest";

export type { MailMessage };

export interface StandInOptions {
  /** PGlite data directory, or `memory://` for a throw-away database. Default `.data/dev`. */
  dataDir?: string;
  /** `postgres://…`: run on that PostgreSQL database instead of PGlite. Default env SUPABASE_DB_URL. */
  databaseUrl?: string;
  /** 0 picks a free port. Default 54321, Supabase's local API port. */
  port?: number;
  host?: string;
  /** Where e-mailed links point. Default env STANDIN_SITE_URL, else http://localhost:3000. */
  siteUrl?: string;
  /** Access token lifetime in seconds. Default env STANDIN_ACCESS_TOKEN_TTL, else 3600. */
  accessTokenTtl?: number;
  /** Seconds a rotated refresh token stays usable. Default env STANDIN_REFRESH_TOKEN_REUSE_INTERVAL, else 10. */
  refreshTokenReuseInterval?: number;
  migrationsDir?: string;
  seedFile?: string;
  /**
   * The project's data seeding: runs once the migrations and seed file are applied, before
   * serving, and again as each UTC day begins, since seeded rows may be dated today (the demo
   * news). Must be idempotent.
   */
  seed?: (db: Database) => Promise<unknown>;
  /** Caps on one `/rest/v1` request (URL, select items, response bytes). */
  restLimits?: Partial<RestLimits>;
  /** The Supabase CLI configuration whose `[auth]` settings and `[api] max_rows` apply. Default env STANDIN_CONFIG_FILE, else `supabase/config.toml` (the CLI's defaults when missing). */
  configFile?: string;
  /** Both the current and the new address confirm an e-mail change. Default `double_confirm_changes` of the config file. */
  doubleConfirmChanges?: boolean;
  /** Sign-ups confirm their address before a session. Default env STANDIN_ENABLE_CONFIRMATIONS (1/0), else `enable_confirmations` of the config file. */
  enableConfirmations?: boolean;
  /** New accounts allowed. Default env STANDIN_ENABLE_SIGNUP (1/0), else `[auth] enable_signup`. */
  enableSignup?: boolean;
  /** Where browsers reach this server, for `/auth/v1/verify` links. Default env STANDIN_API_EXTERNAL_URL, else its own URL. */
  externalUrl?: string;
  /** Auth throttles; each defaults to its STANDIN_RATE_LIMIT_* variable, else GoTrue's default. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Schemas `/rest/v1` exposes, the first being the default. Default env STANDIN_DB_SCHEMAS, else `public`. */
  dbSchemas?: string[];
  /** How request transactions end (PostgREST's db-tx-end). Default env STANDIN_DB_TX_END, else `commit`. */
  dbTxEnd?: TxEnd;
  /** Allow aggregate functions in `select` (PostgREST's db-aggregates-enabled). Default env STANDIN_DB_AGGREGATES_ENABLED=1, else off. */
  dbAggregatesEnabled?: boolean;
  /** Most rows in one `/rest/v1` response, where `count=estimated` turns to the planner (PostgREST's db-max-rows); `null`: no cap, estimates always planned. Default `[api] max_rows` of the config file, else 1000. */
  restMaxRows?: number | null;
  /** `smtp://user:password@host:587` or `smtps://…:465`: deliver e-mail there. Default env SMTP_URL; without it e-mail only reaches `onMail`. */
  smtpUrl?: string;
  /** The sender, e.g. `Gurukul Code <no-reply@example.com>`; required with `smtpUrl`. Default env SMTP_FROM. */
  smtpFrom?: string;
}

export interface RequestLog {
  /** The caller's `X-Request-Id`: the site's request this call was made for. */
  requestId?: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface StandIn {
  url: string;
  engine: "pglite" | "postgres";
  anonKey: string;
  serviceRoleKey: string;
  /** Migrations this start applied (empty when the data directory was up to date). */
  appliedMigrations: readonly string[];
  onRequest(listener: (entry: RequestLog) => void): () => void;
  /** Runs the hourly auth cleanup now (see auth-cleanup.ts). */
  cleanup(): Promise<CleanupReport>;
  onMail(listener: (message: MailMessage) => void): () => void;
  /** Runs SQL as the database owner, bypassing the API (tests and tooling). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Signs arbitrary claims with this backend's key (tests). */
  signJwt(claims: JwtClaims): string;
  close(): Promise<void>;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;
const DAY_MS = 86_400_000;

/** Milliseconds from `now` until one second into the next UTC day. */
export function msUntilNextUtcDay(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS + 1000 - now;
}

function envFlag(name: string): boolean | undefined {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === "") return undefined;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  throw new Error(`${name} must be 1 or 0`);
}

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number`);
  return value;
}

/**
 * Starts the Supabase-compatible backend: one database (PGlite, or PostgreSQL at `databaseUrl`)
 * behind `/auth/v1` and `/rest/v1`.
 */
export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const dataDir = options.dataDir ?? ".data/dev";
  const host = options.host ?? "127.0.0.1";
  const siteUrl = (
    options.siteUrl ??
    process.env.STANDIN_SITE_URL ??
    "http://localhost:3000"
  ).replace(/\/+$/, "");
  const accessTokenTtl = options.accessTokenTtl ?? envNumber("STANDIN_ACCESS_TOKEN_TTL") ?? 3600;
  const refreshTokenReuseInterval =
    options.refreshTokenReuseInterval ?? envNumber("STANDIN_REFRESH_TOKEN_REUSE_INTERVAL") ?? 10;
  const configFile =
    options.configFile ?? process.env.STANDIN_CONFIG_FILE ?? "supabase/config.toml";
  const authSettings = readAuthSettings(configFile);
  const restMaxRows =
    options.restMaxRows === undefined ? readApiSettings(configFile).maxRows : options.restMaxRows;
  if (restMaxRows !== null && !(Number.isSafeInteger(restMaxRows) && restMaxRows >= 0)) {
    throw new Error("restMaxRows must be a non-negative integer or null");
  }
  const authRateLimits: AuthRateLimits = {
    signInSignUps:
      envNumber("STANDIN_RATE_LIMIT_SIGN_IN_SIGN_UPS") ?? DEFAULT_AUTH_RATE_LIMITS.signInSignUps,
    passwordFailures:
      envNumber("STANDIN_RATE_LIMIT_PASSWORD_FAILURES") ??
      DEFAULT_AUTH_RATE_LIMITS.passwordFailures,
    emailSent: envNumber("STANDIN_RATE_LIMIT_EMAIL_SENT") ?? DEFAULT_AUTH_RATE_LIMITS.emailSent,
    emailMaxFrequency: envNumber("STANDIN_EMAIL_MAX_FREQUENCY") ?? authSettings.maxFrequencySeconds,
    tokenVerifications:
      envNumber("STANDIN_RATE_LIMIT_TOKEN_VERIFICATIONS") ??
      DEFAULT_AUTH_RATE_LIMITS.tokenVerifications,
    ...options.authRateLimits,
  };

  const smtpUrl = options.smtpUrl ?? (process.env.SMTP_URL?.trim() || undefined);
  const mailer = smtpUrl
    ? createSmtpMailer(smtpUrl, options.smtpFrom ?? process.env.SMTP_FROM ?? "")
    : null;

  const databaseUrl = options.databaseUrl ?? (process.env.SUPABASE_DB_URL || undefined);
  const db = await openDatabase({
    dataDir,
    databaseUrl,
    migrationsDir: options.migrationsDir,
    seedFile: options.seedFile,
  });
  let keys: SigningKeys;
  try {
    await options.seed?.(db);
    keys =
      db.engine === "postgres"
        ? await loadOrCreateKeysInDatabase(db)
        : await loadOrCreateKeys(siblingFiles(dataDir)?.keys ?? null);
  } catch (error) {
    await db.close();
    throw error;
  }

  const requestListeners = new Set<(entry: RequestLog) => void>();
  const mailListeners = new Set<(message: MailMessage) => void>();
  let url = "";
  const externalUrl = (options.externalUrl ?? process.env.STANDIN_API_EXTERNAL_URL)?.replace(
    /\/+$/,
    "",
  );

  const issuedAt = Math.floor(Date.now() / 1000);
  const apiKey = (role: string) =>
    signJwt(keys, {
      iss: "supabase",
      ref: "stand-in",
      role,
      iat: issuedAt,
      exp: issuedAt + TEN_YEARS,
    });

  const auth = createAuthHandler({
    db,
    keys,
    config: {
      get issuer() {
        return `${url}/auth/v1`;
      },
      siteUrl,
      accessTokenTtl,
      refreshTokenReuseInterval,
      get externalUrl() {
        return externalUrl ?? url;
      },
      minimumPasswordLength: 6,
      doubleConfirmChanges: options.doubleConfirmChanges ?? authSettings.doubleConfirmChanges,
      enableSignup:
        options.enableSignup ?? envFlag("STANDIN_ENABLE_SIGNUP") ?? authSettings.enableSignup,
      emailSignupEnabled: authSettings.emailSignupEnabled,
      enableConfirmations:
        options.enableConfirmations ??
        envFlag("STANDIN_ENABLE_CONFIRMATIONS") ??
        authSettings.enableConfirmations,
    },
    async sendMail(message) {
      mailListeners.forEach((listener) => listener(message));
      if (!mailer) return;
      try {
        await mailer.send(message);
      } catch (error) {
        // Never the link or the code: only what failed and for whom, masked.
        console.error(
          `stand-in: could not send "${MAIL_SUBJECTS[message.kind]}" to ${maskEmail(message.to)}:`,
          error instanceof Error ? error.message : error,
        );
        throw error;
      }
    },
    rateLimits: authRateLimits,
  });
  const txEnd = options.dbTxEnd ?? process.env.STANDIN_DB_TX_END ?? "commit";
  if (!(TX_END_VALUES as readonly string[]).includes(txEnd)) {
    await db.close();
    throw new Error(`STANDIN_DB_TX_END must be one of ${TX_END_VALUES.join(", ")}`);
  }
  const rest = createRestHandler({
    db,
    keys,
    limits: { ...DEFAULT_REST_LIMITS, ...options.restLimits },
    config: {
      schemas:
        options.dbSchemas ??
        (process.env.STANDIN_DB_SCHEMAS ?? "public")
          .split(",")
          .map((schema) => schema.trim())
          .filter(Boolean),
      txEnd: txEnd as TxEnd,
      aggregatesEnabled:
        options.dbAggregatesEnabled ?? process.env.STANDIN_DB_AGGREGATES_ENABLED === "1",
      maxRows: restMaxRows,
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? "/", "http://stand-in");
    applyCors(req, res);
    if (req.method === "OPTIONS") return answerPreflight(res);
    const { pathname } = requestUrl;
    if (pathname === "/auth/v1" || pathname.startsWith("/auth/v1/")) {
      return auth(req, res, pathname.slice("/auth/v1".length), requestUrl);
    }
    if (pathname === "/rest/v1" || pathname.startsWith("/rest/v1/")) {
      return rest(req, res, pathname.slice("/rest/v1".length), requestUrl);
    }
    sendJson(res, 404, { message: "no Route matched with those values" });
  }

  // Room for a 16 KiB URL plus headers, so an over-long URL gets the REST limit's 414, not 431.
  const server = createServer({ maxHeaderSize: 32 * 1024 }, (req, res) => {
    const started = performance.now();
    res.on("finish", () => {
      const requestId = req.headers["x-request-id"];
      const entry: RequestLog = {
        requestId: typeof requestId === "string" ? requestId.slice(0, 128) : undefined,
        method: req.method ?? "GET",
        path: new URL(req.url ?? "/", "http://stand-in").pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      requestListeners.forEach((listener) => listener(entry));
    });
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof BodyTooLargeError) {
        return sendJson(res, 413, new RestError(413, "PGRST413", "Payload too large").toBody());
      }
      console.error("stand-in: unexpected error", error instanceof Error ? error.message : error);
      const body = req.url?.startsWith("/auth/v1")
        ? new AuthApiError(500, "unexpected_failure", "Unexpected failure").toBody()
        : new RestError(500, "XX000", "Unexpected failure").toBody();
      sendJson(res, 500, body);
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 54321, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | null = null;

  // A server left running overnight seeds again, so today's demo rows never run out at midnight.
  let reseed: NodeJS.Timeout | undefined;
  const seed = options.seed;
  if (seed) {
    const schedule = () => {
      reseed = setTimeout(() => {
        seed(db)
          .catch((error) => console.error("stand-in: the daily seed failed:", error))
          .finally(() => {
            if (!closing) schedule();
          });
      }, msUntilNextUtcDay(Date.now()));
      reseed.unref();
    };
    schedule();
  }

  // Spent refresh tokens, dead sessions and stale one-time tokens go every hour, as in GoTrue.
  const cleanup = () => cleanupAuthData(db);
  const hourly = setInterval(() => {
    cleanup().catch((error) => console.error("stand-in: the auth cleanup failed:", error));
  }, 3_600_000);
  hourly.unref();

  return {
    url,
    engine: db.engine,
    anonKey: apiKey("anon"),
    serviceRoleKey: apiKey("service_role"),
    appliedMigrations: db.appliedMigrations,
    onRequest(listener) {
      requestListeners.add(listener);
      return () => requestListeners.delete(listener);
    },
    onMail(listener) {
      mailListeners.add(listener);
      return () => mailListeners.delete(listener);
    },
    exec: (sql) => db.exec(sql),
    query: (sql, params) => db.query(sql, params),
    signJwt: (claims) => signJwt(keys, claims),
    cleanup,
    close() {
      closing ??= (async () => {
        clearTimeout(reseed);
        clearInterval(hourly);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        mailer?.close();
        await db.close();
      })();
      return closing;
    },
  };
}
