import { parseArgs } from "node:util";

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

  for (const migration of standIn.appliedMigrations) console.log(`stand-in: applied ${migration}`);
  standIn.onRequest(({ method, path, status, ms }) => {
    console.log(`${method} ${path} ${status} ${ms}ms`);
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
    console.log(`stand-in: ${signal}, closing`);
    standIn.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("stand-in: close failed", error);
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
  console.error(`stand-in: failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
