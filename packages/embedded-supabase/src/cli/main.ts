import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import pino from "pino";

import { commandLineEnv, optionsFromEnv } from "../config/env";
import type { Database } from "../db/database";
import { mailLogLine } from "../mail/compose";
import { startEmbeddedBackend } from "../server";

/**
 * `npm run backend [-- --data .data/dev --port 54321 --host 127.0.0.1 --seed-module <file>]`:
 * runs the embedded backend until SIGINT/SIGTERM. Prints one `STANDIN_READY {json}` line for
 * launchers to parse. The only module of the package that reads the environment.
 */
const { values } = parseArgs({
  options: {
    data: { type: "string", default: ".data/dev" },
    port: { type: "string", default: "54321" },
    host: { type: "string", default: "127.0.0.1" },
    "seed-module": { type: "string" },
  },
});

/** One JSON line per event, as the site logs; the launcher's STANDIN_READY line and mail stay text. */
const log = pino({
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  base: { service: "backend" },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`embedded backend: invalid --port ${values.port}`);
  process.exit(1);
}

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
    log.info({ event: "stopping", signal }, `${signal}, closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ event: "stop_failed", err: error }, "close failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

try {
  const env = commandLineEnv(process.env);
  const backend = await startEmbeddedBackend({
    ...optionsFromEnv(process.env),
    dataDir: values.data,
    port,
    host: values.host,
    seed: env.seed ? await loadSeed(values["seed-module"]) : undefined,
  });

  for (const migration of backend.appliedMigrations) {
    log.info({ event: "migration.applied", migration }, `applied ${migration}`);
  }
  backend.onRequest(({ requestId, method, path, status, ms }) => {
    log[status >= 500 ? "error" : "info"]({
      event: "request",
      requestId,
      method,
      route: path,
      status,
      durationMs: ms,
    });
  });
  // Mail that really goes out (SMTP) is for its recipient only: the log must not hand out live
  // links and codes. Without SMTP the log is the mail catcher of local development and tests.
  backend.onMail((message, mail) => console.log(mailLogLine(message, mail, env.redactMail)));
  stopOnSignals(() => backend.close());

  console.log(
    `STANDIN_READY ${JSON.stringify({
      url: backend.url,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      mailboxUrl: backend.mailboxUrl,
    })}`,
  );
} catch (error) {
  log.fatal({ event: "start_failed", err: error }, "failed to start");
  process.exit(1);
}
