import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { cleanupAuthData } from "./auth/cleanup";
import type { CleanupReport } from "./auth/cleanup";
import { createAuthHandler } from "./auth/handler";
import { sendEmailThroughHook } from "./auth/send-email-hook";
import { resolveSettings } from "./config/options";
import type { EmbeddedBackendOptions, Settings } from "./config/options";
import { openDatabase, siblingFiles } from "./db/database";
import type { Database } from "./db/database";
import { AuthApiError, RestError } from "./http/errors";
import { answerPreflight, applyCors, BodyTooLargeError, sendJson } from "./http/http";
import { loadOrCreateKeys, loadOrCreateKeysInDatabase } from "./jwt/keys";
import type { SigningKeys } from "./jwt/keys";
import { signJwt } from "./jwt/tokens";
import type { JwtClaims } from "./jwt/tokens";
import { requestIdOf } from "./log/backend";
import type { Logger } from "./log/logger";
import { composeMail } from "./mail/compose";
import type { ComposedMail } from "./mail/compose";
import {
  createMailbox,
  createMailboxHandler,
  isDirectLoopbackRequest,
  MAILBOX_PATH,
} from "./mail/mailbox";
import type { Mailbox } from "./mail/mailbox";
import { createSmtpMailer } from "./mail/smtp";
import type { MailMessage, SendMail } from "./mail/types";
import { createRestHandler } from "./rest/handler";

export interface RequestLog {
  /** The caller's `X-Request-Id`: the site's request this call was made for. */
  requestId?: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface EmbeddedBackend {
  url: string;
  engine: "pglite" | "postgres";
  anonKey: string;
  serviceRoleKey: string;
  /** The local mailbox's page (`mailbox` option), else null. */
  mailboxUrl: string | null;
  /** Migrations this start applied (empty when the data directory was up to date). */
  appliedMigrations: readonly string[];
  onRequest(listener: (entry: RequestLog) => void): () => void;
  /** Runs the hourly auth cleanup now (see auth/cleanup.ts). */
  cleanup(): Promise<CleanupReport>;
  /** Each e-mail as it is sent: what it is for, and the message rendered from its template. */
  onMail(listener: MailListener): () => void;
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

type Mailer = ReturnType<typeof createSmtpMailer>;
/** `requestId`: the `X-Request-Id` of the request the e-mail is sent for. */
export type MailListener = (
  message: MailMessage,
  mail: ComposedMail,
  requestId: string | undefined,
) => void;

/** What the handlers and the returned backend share: listeners and, once listening, the URL. */
interface ServerState {
  url: string;
  /** Set once the keys are signed; the mailbox takes the site's mail with it. */
  serviceRoleKey: string;
  readonly mailbox: Mailbox | null;
  readonly requestListeners: Set<(entry: RequestLog) => void>;
  readonly mailListeners: Set<MailListener>;
}

/** The database, migrated and seeded, and its signing keys; closes the database on failure. */
async function openStore(settings: Settings): Promise<{ db: Database; keys: SigningKeys }> {
  const db = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    poolSize: settings.dbPoolSize,
    acquireTimeoutMs: settings.dbAcquireTimeoutMs,
    migrationsDir: settings.migrationsDir,
    seedFile: settings.seedFile,
    logger: settings.logger,
  });
  try {
    await settings.seed?.(db);
    const keys =
      db.engine === "postgres"
        ? await loadOrCreateKeysInDatabase(db)
        : await loadOrCreateKeys(siblingFiles(settings.dataDir)?.keys ?? null);
    return { db, keys };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Renders each e-mail (the flow that asked for it has taken it out of the mail quotas), hands it
 * to the listeners and the mailbox, then to SMTP when configured.
 */
function mailSender(settings: Settings, state: ServerState, mailer: Mailer | null): SendMail {
  return async (message, requestId) => {
    const mail = composeMail(message, {
      from: settings.smtp?.from ?? "",
      siteUrl: settings.siteUrl,
      templates: settings.mailTemplates,
      ttlSeconds: settings.auth.otpExpirySeconds,
    });
    state.mailListeners.forEach((listener) => listener(message, mail, requestId));
    state.mailbox?.add({ source: "backend", ...mail, replyTo: "", code: message.code });
    if (!mailer) return;
    try {
      await mailer.send(mail);
    } catch (error) {
      // Never the link or the code: only what failed and for whom (`to` is logged masked).
      settings.logger.error(
        {
          event: "backend.mail_failed",
          requestId,
          kind: message.kind,
          subject: mail.subject,
          to: message.to,
          err: error,
        },
        "could not send an e-mail",
      );
      throw error;
    }
  };
}

/** Routes `/auth/v1` and `/rest/v1` to their handlers, after CORS. */
function createRouter(
  settings: Settings,
  state: ServerState,
  store: { db: Database; keys: SigningKeys },
  mailer: Mailer | null,
) {
  const auth = createAuthHandler({
    ...store,
    config: {
      get issuer() {
        return `${state.url}/auth/v1`;
      },
      siteUrl: settings.siteUrl,
      accessTokenTtl: settings.accessTokenTtl,
      refreshTokenReuseInterval: settings.refreshTokenReuseInterval,
      get externalUrl() {
        return settings.externalUrl ?? state.url;
      },
      minimumPasswordLength: 6,
      ...settings.auth,
    },
    sendMail: settings.auth.sendEmailHook.enabled
      ? sendEmailThroughHook({
          db: store.db,
          settings: settings.auth.sendEmailHook,
          timeoutMs: settings.auth.hookTimeoutMs,
          log: settings.logger,
          apiUrl: () => `${settings.externalUrl ?? state.url}/auth/v1`,
        })
      : mailSender(settings, state, mailer),
    rateLimits: settings.authRateLimits,
    log: settings.logger,
  });
  const rest = createRestHandler({ ...store, limits: settings.restLimits, config: settings.rest });
  const mailbox = state.mailbox
    ? createMailboxHandler(state.mailbox, () => state.serviceRoleKey)
    : null;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestUrl = new URL(req.url ?? "/", "http://embedded-backend");
    applyCors(req, res);
    if (req.method === "OPTIONS") return answerPreflight(res);
    const { pathname } = requestUrl;
    if (pathname === "/auth/v1" || pathname.startsWith("/auth/v1/")) {
      return auth(req, res, pathname.slice("/auth/v1".length), requestUrl);
    }
    if (pathname === "/rest/v1" || pathname.startsWith("/rest/v1/")) {
      return rest(req, res, pathname.slice("/rest/v1".length), requestUrl);
    }
    const mailboxPath = pathname === MAILBOX_PATH || pathname.startsWith(`${MAILBOX_PATH}/`);
    // Anyone else is answered as for a path that does not exist.
    if (mailbox && mailboxPath && isDirectLoopbackRequest(req)) {
      return mailbox(req, res, pathname.slice(MAILBOX_PATH.length), requestUrl);
    }
    sendJson(res, 404, { message: "no Route matched with those values" });
  };
}

const pathOf = (req: IncomingMessage) =>
  new URL(req.url ?? "/", "http://embedded-backend").pathname;

/**
 * The HTTP server: logs each request to the listeners and turns a thrown error into a 4xx/500,
 * logging an unexpected one with its stack and the request's id.
 */
function createHttpServer(
  state: ServerState,
  log: Logger,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Server {
  // Room for a 16 KiB URL plus headers, so an over-long URL gets the REST limit's 414, not 431.
  return createServer({ maxHeaderSize: 32 * 1024 }, (req, res) => {
    const started = performance.now();
    const requestId = requestIdOf(req);
    res.on("finish", () => {
      const entry: RequestLog = {
        requestId,
        method: req.method ?? "GET",
        path: pathOf(req),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      state.requestListeners.forEach((listener) => listener(entry));
    });
    handle(req, res).catch((error: unknown) => {
      // Past its headers an answer cannot change; a client that hung up gets none.
      if (res.headersSent || hungUp(req, error)) return void res.destroy();
      if (error instanceof BodyTooLargeError) {
        return sendJson(res, 413, new RestError(413, "PGRST413", "Payload too large").toBody());
      }
      // The path only: a query may hold a token.
      log.error(
        { event: "backend.error", requestId, method: req.method, route: pathOf(req), err: error },
        "unexpected error",
      );
      const body = req.url?.startsWith("/auth/v1")
        ? new AuthApiError(500, "unexpected_failure", "Unexpected failure").toBody()
        : new RestError(500, "XX000", "Unexpected failure").toBody();
      sendJson(res, 500, body);
    });
  });
}

/** The error reading a body gives when the client hung up before sending all of it. */
function hungUp(req: IncomingMessage, error: unknown): boolean {
  return req.destroyed && (error as NodeJS.ErrnoException | null)?.code === "ECONNRESET";
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Seeds again as each UTC day begins, so a server left running overnight never runs out of
 * today's demo rows. Returns the stop.
 */
function scheduleDailySeed(
  seed: (db: Database) => Promise<unknown>,
  db: Database,
  log: Logger,
  stopped: () => boolean,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      seed(db)
        .catch((error: unknown) =>
          log.error({ event: "backend.seed_failed", err: error }, "the daily seed failed"),
        )
        .finally(() => {
          if (!stopped()) schedule();
        });
    }, msUntilNextUtcDay(Date.now()));
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}

/** Cleans spent auth data every hour, as GoTrue does. Returns the stop. */
function scheduleHourlyCleanup(cleanup: () => Promise<CleanupReport>, log: Logger): () => void {
  const timer = setInterval(() => {
    cleanup().catch((error: unknown) =>
      log.error({ event: "backend.cleanup_failed", err: error }, "the auth cleanup failed"),
    );
  }, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Starts the Supabase-compatible backend: one database (PGlite, or PostgreSQL at `databaseUrl`)
 * behind `/auth/v1` and `/rest/v1`.
 */
export async function startEmbeddedBackend(
  options: EmbeddedBackendOptions = {},
): Promise<EmbeddedBackend> {
  const settings = resolveSettings(options);
  const mailer = settings.smtp ? createSmtpMailer(settings.smtp.url, settings.smtp.from) : null;
  const store = await openStore(settings);
  const { db, keys } = store;
  const state: ServerState = {
    url: "",
    serviceRoleKey: "",
    mailbox: settings.mailbox ? createMailbox() : null,
    requestListeners: new Set(),
    mailListeners: new Set(),
  };
  const server = createHttpServer(
    state,
    settings.logger,
    createRouter(settings, state, store, mailer),
  );
  try {
    await listen(server, settings.port, settings.host);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const { host } = settings;
  state.url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | null = null;
  const stopSeeding = settings.seed
    ? scheduleDailySeed(settings.seed, db, settings.logger, () => closing !== null)
    : () => {};
  const cleanup = () => cleanupAuthData(db);
  const stopCleaning = scheduleHourlyCleanup(cleanup, settings.logger);
  const issuedAt = Math.floor(Date.now() / 1000);
  const apiKey = (role: string) =>
    signJwt(keys, {
      iss: "supabase",
      ref: "embedded",
      role,
      iat: issuedAt,
      exp: issuedAt + TEN_YEARS,
    });

  state.serviceRoleKey = apiKey("service_role");

  return {
    url: state.url,
    engine: db.engine,
    mailboxUrl: state.mailbox ? `${state.url}${MAILBOX_PATH}` : null,
    anonKey: apiKey("anon"),
    serviceRoleKey: state.serviceRoleKey,
    appliedMigrations: db.appliedMigrations,
    onRequest(listener) {
      state.requestListeners.add(listener);
      return () => state.requestListeners.delete(listener);
    },
    onMail(listener) {
      state.mailListeners.add(listener);
      return () => state.mailListeners.delete(listener);
    },
    exec: (sql) => db.exec(sql),
    query: (sql, params) => db.query(sql, params),
    signJwt: (claims) => signJwt(keys, claims),
    cleanup,
    close() {
      closing ??= (async () => {
        stopSeeding();
        stopCleaning();
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
