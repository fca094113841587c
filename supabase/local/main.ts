import { parseArgs } from "node:util";

import pino from "pino";

import { seedDemoNews } from "../seed/seed-news";
import { mailLogLine } from "./mail";
import { startStandIn } from "./server";

/**
 * `npm run backend [-- --data .data/dev --port 54321 --host 127.0.0.1]`: runs the embedded
 * backend until SIGINT/SIGTERM. Prints one `STANDIN_READY {json}` line for launchers to parse.
 */
const { values } = parseArgs({
  options: {
    data: { type: "string", default: ".data/dev" },
    port: { type: "string", default: "54321" },
    host: { type: "string", default: "127.0.0.1" },
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
  console.error(`stand-in: invalid --port ${values.port}`);
  process.exit(1);
}

try {
  const standIn = await startStandIn({
    dataDir: values.data,
    port,
    host: values.host,
    seed: process.env.STANDIN_SEED_NEWS === "0" ? undefined : seedDemoNews,
  });

  for (const migration of standIn.appliedMigrations) {
    log.info({ event: "migration.applied", migration }, `applied ${migration}`);
  }
  standIn.onRequest(({ requestId, method, path, status, ms }) => {
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
  const redacted =
    Boolean(process.env.SMTP_URL?.trim()) || process.env.STANDIN_MAIL_LOG === "redacted";
  standIn.onMail((message) => console.log(mailLogLine(message, redacted)));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "stopping", signal }, `${signal}, closing`);
    standIn.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ event: "stop_failed", err: error }, "close failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  console.log(
    `STANDIN_READY ${JSON.stringify({
      url: standIn.url,
      anonKey: standIn.anonKey,
      serviceRoleKey: standIn.serviceRoleKey,
    })}`,
  );
} catch (error) {
  log.fatal({ event: "start_failed", err: error }, "failed to start");
  process.exit(1);
}
