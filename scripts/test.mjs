// The whole test run: static checks, unit tests, one production build, then e2e in Chromium.
// `--e2e-only` skips the static checks and unit tests; `--no-build` reuses the current `.next`;
// `--postgres` runs the e2e backend on a throw-away PostgreSQL server instead of PGlite. Other
// arguments go to Playwright (e.g. spec files). The whole run also repeats the specs in
// `ON_BOTH_ENGINES` with the backend on PostgreSQL, after the suite has run on PGlite.
import { spawn } from "node:child_process";

import { findTestBrowser } from "./lib/chromium.mjs";
import { findNginx } from "./lib/nginx.mjs";
import { startTestPostgres } from "./lib/postgres.mjs";

const args = new Set(process.argv.slice(2));
const e2eOnly = args.has("--e2e-only");
const build = !args.has("--no-build");
const onPostgres = args.has("--postgres");
const playwrightArgs = [...args].filter((arg) => !arg.startsWith("--"));

/**
 * The flows whose backend work differs most between the engines (the OAuth round trip writes
 * identities and flow states in one transaction, and links accounts by a verified address; the
 * team console's reads hang on a claim that reaches the token on a refresh): the whole run proves
 * them end to end on both.
 */
const ON_BOTH_ENGINES = [
  "e2e/google-sign-in.spec.ts",
  "e2e/phone-sign-in.spec.ts",
  "e2e/assessment.spec.ts",
  "e2e/admin.spec.ts",
];

/** Each phase's wall time, printed at the end of the run, passed or failed. */
const phases = [];
const runStarted = Date.now();

function timed(title, started) {
  const seconds = Math.round((Date.now() - started) / 1000);
  phases.push([title, seconds]);
  return seconds;
}

function printPhases() {
  const width = Math.max(...phases.map(([title]) => title.length), 5);
  console.log("\nPhase times:");
  for (const [title, seconds] of phases) console.log(`  ${title.padEnd(width)}  ${seconds} s`);
  console.log(`  ${"Total".padEnd(width)}  ${Math.round((Date.now() - runStarted) / 1000)} s`);
}

function step(title, command, commandArgs, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const seconds = timed(title, started);
      if (code !== 0) return reject(new Error(`${title} failed (${signal ?? `exit ${code}`})`));
      console.log(`✔ ${title} (${seconds} s)`);
      resolve();
    });
  });
}

/**
 * Runs steps side by side, each with its output held and printed whole when it ends; fails with
 * the first that failed, once all have ended. For steps that leave a core idle much of the time.
 */
async function together(name, steps) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map(([title]) => title).join(", ")} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ([title, command, commandArgs, env = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, commandArgs, {
            stdio: ["ignore", "pipe", "pipe"],
            env: { ...process.env, ...env },
          });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => resolve({ title, ok: false, output: String(error) }));
          child.on("exit", (code, signal) => {
            const ok = code === 0;
            if (output.trim()) console.log(`\n── ${title}\n${output.trimEnd()}`);
            console.log(`${ok ? "✔" : "✖"} ${title}${ok ? "" : ` (${signal ?? `exit ${code}`})`}`);
            resolve({ title, ok });
          });
        }),
    ),
  );
  const seconds = timed(name, started);
  const failed = results.find((result) => !result.ok);
  if (failed) throw new Error(`${failed.title} failed`);
  console.log(`✔ ${name} (${seconds} s)`);
}

try {
  if (!e2eOnly) {
    // The type check covers Next's route types (written first by `next typegen`) and its check of
    // each page's exports, so the build below need not type-check again.
    await together("Static checks", [
      ["Lint", "npx", ["eslint", "."]],
      ["Types", "sh", ["-c", "npx next typegen && npx tsc --noEmit"]],
      ["Format", "npx", ["prettier", "--check", "."]],
    ]);
    await step("Unit and integration tests (PGlite)", "npx", [
      "vitest",
      "run",
      "--project",
      "pglite",
    ]);
  }
  const chromium = await findTestBrowser();
  // e2e/nginx.spec.ts runs deploy/nginx.conf in front of the build.
  const nginx = await findNginx();
  const buildStep = [
    "Production build",
    "npm",
    ["run", "build"],
    e2eOnly ? {} : { TYPES_CHECKED: "1" },
  ];
  if (!e2eOnly) {
    // The PostgreSQL suite waits on its server much of the time, so the build shares its cores.
    // It starts a throw-away PostgreSQL server (installing Debian's package when missing and root).
    const onPostgresServer = [
      "Backend integration tests on PostgreSQL",
      "npx",
      ["vitest", "run", "--project", "postgres"],
    ];
    await together(
      build ? "PostgreSQL tests and build" : "PostgreSQL tests",
      build ? [onPostgresServer, buildStep] : [onPostgresServer],
    );
  } else if (build) {
    await step(...buildStep);
  }
  const e2eEnv = {
    CHROMIUM_PATH: chromium,
    NGINX_PATH: nginx,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  };
  /** The e2e suite (or the given specs) with its main backend on PGlite, or on PostgreSQL. */
  async function endToEnd(title, specs, { postgresBackend, engineRepeat = false }) {
    const postgres = postgresBackend ? await startTestPostgres() : null;
    try {
      await step(
        `${title}${postgres ? " (backend on PostgreSQL)" : ""}`,
        "npx",
        ["playwright", "test", ...specs],
        {
          ...e2eEnv,
          ...(postgres ? { E2E_DB_URL: postgres.url } : {}),
          ...(engineRepeat ? { E2E_ENGINE_REPEAT: "1" } : {}),
        },
      );
    } finally {
      await postgres?.stop();
    }
  }
  await endToEnd("End-to-end tests", playwrightArgs, { postgresBackend: onPostgres });
  if (!e2eOnly && !onPostgres && playwrightArgs.length === 0) {
    // At desktop size only, without the checks of the pages alone (playwright.config.ts,
    // ENGINE_REPEAT): what differs between the engines is the backend's, not the layout's.
    await endToEnd(
      "End-to-end tests on the second engine",
      [...ON_BOTH_ENGINES, "--project=desktop", "--grep-invert=@engine-free"],
      { postgresBackend: true, engineRepeat: true },
    );
  }
  printPhases();
  console.log("\n✔ All tests passed");
} catch (error) {
  printPhases();
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
