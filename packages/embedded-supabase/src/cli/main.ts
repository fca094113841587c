import { appendFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { withEmbeddedNames } from "@gurukul/shared";

import { commandLineEnv, optionsFromEnv } from "../config/env";
import type { Database } from "../db/database";
import { createLogger } from "../log/logger";
import { mailLogLine } from "../mail/compose";
import type { ComposedMail } from "../mail/compose";
import type { MailMessage } from "../mail/types";
import { startEmbeddedBackend } from "../server";

/**
 * `npm run backend [-- --data .data/dev --port 54321 --host 127.0.0.1 --seed-module <file>
 * --mail-log <file>]`: runs the embedded backend until SIGINT/SIGTERM. Prints one
 * `EMBEDDED_READY {json}` line for launchers to parse. The only module of the package that reads
 * the environment.
 */
const { values } = parseArgs({
  options: {
    data: { type: "string", default: ".data/dev" },
    port: { type: "string", default: "54321" },
    host: { type: "string", default: "127.0.0.1" },
    "seed-module": { type: "string" },
    "mail-log": { type: "string" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  // A mistake in the command itself, found before the logger or anything else starts: plain text
  // on stderr for whoever typed it, as any command's usage error, not an event of a running
  // backend (the launcher, or systemd, records the exit status).
  console.error(`embedded backend: invalid --port ${values.port}`);
  process.exit(1);
}

const processEnv = withEmbeddedNames(process.env);
const env = commandLineEnv(processEnv);

/**
 * The site's kind of logger, made by the same factory: one JSON line per event on stdout
 * (readable lines when NODE_ENV=development), marked as the backend's. The backend logs its own
 * events through it; only the launcher's EMBEDDED_READY line is not one.
 */
const log = createLogger({ pretty: env.prettyLog, level: env.logLevel }).child({
  service: "backend",
});

type Seed = (db: Database) => Promise<unknown>;

/** The project's seeding: the default export of `--seed-module`, run on start and daily. */
async function loadSeed(path: string | undefined): Promise<Seed | undefined> {
  if (!path) return undefined;
  const seedModule = (await import(pathToFileURL(resolve(path)).href)) as { default?: unknown };
  if (typeof seedModule.default !== "function") {
    throw new Error(`--seed-module ${path} has no default export of a seed function`);
  }
  return seedModule.default as Seed;
}

function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "backend.stopping", signal }, `${signal}, closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ event: "backend.stop_failed", err: error }, "close failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/**
 * One event per e-mail, as it is handed to SMTP or to the local mailbox, with the id of the request
 * it was sent for. Mail that really goes out (SMTP) is its recipient's alone: the log must not
 * hand out live links and codes, so its event names the subject and the masked address only.
 * Without SMTP the log is the mail catcher of local work: the event carries the link and the code
 * too (`EMBEDDED_MAIL_LOG=redacted` leaves them out), and `--mail-log` keeps each mail's whole line,
 * address included, in a file for local tools (the launcher's `<data dir>.mail.log`).
 */
function logMail(
  message: MailMessage,
  mail: ComposedMail,
  requestId: string | undefined,
  smtp: boolean,
): void {
  log.info(
    {
      event: "backend.mail",
      requestId,
      delivery: smtp ? "smtp" : "local",
      kind: message.kind,
      subject: mail.subject,
      to: message.to,
      ...(env.redactMail ? {} : { link: mail.link, code: message.code }),
    },
    `mail: ${mail.subject}`,
  );
  const file = values["mail-log"];
  if (file) {
    appendFile(file, `${mailLogLine(message, mail, env.redactMail)}\n`).catch((error: unknown) =>
      log.error({ event: "backend.mail_log_failed", err: error }, "could not write the mail log"),
    );
  }
}

try {
  const options = optionsFromEnv(processEnv);
  const backend = await startEmbeddedBackend({
    ...options,
    dataDir: values.data,
    port,
    host: values.host,
    seed: env.seed ? await loadSeed(values["seed-module"]) : undefined,
    logger: log,
  });

  for (const migration of backend.appliedMigrations) {
    log.info({ event: "backend.migration_applied", migration }, `applied ${migration}`);
  }
  backend.onRequest(({ requestId, method, path, status, ms }) => {
    log[status >= 500 ? "error" : "info"]({
      event: "backend.request",
      requestId,
      method,
      route: path,
      status,
      durationMs: ms,
    });
  });
  backend.onMail((message, mail, requestId) =>
    logMail(message, mail, requestId, Boolean(options.smtpUrl)),
  );
  stopOnSignals(() => backend.close());

  // The launcher's handshake, not an event: one plain line it parses (scripts/with-backend.mjs).
  console.log(
    `EMBEDDED_READY ${JSON.stringify({
      url: backend.url,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      mailboxUrl: backend.mailboxUrl,
    })}`,
  );
} catch (error) {
  log.fatal({ event: "backend.start_failed", err: error }, "failed to start");
  process.exit(1);
}
