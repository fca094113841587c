import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

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
    console.log(`embedded backend: ${signal}, closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("embedded backend: close failed", error);
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
    console.log(`embedded backend: applied ${migration}`);
  }
  backend.onRequest(({ method, path, status, ms }) => {
    console.log(`${method} ${path} ${status} ${ms}ms`);
  });
  // Mail that really goes out (SMTP) is for its recipient only: the log must not hand out live
  // links and codes. Without SMTP the log is the mail catcher of local development and tests.
  backend.onMail((message) => console.log(mailLogLine(message, env.redactMail)));
  stopOnSignals(() => backend.close());

  console.log(
    `STANDIN_READY ${JSON.stringify({
      url: backend.url,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
    })}`,
  );
} catch (error) {
  console.error(
    `embedded backend: failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
