// The whole test run: static checks, unit tests, one production build, then e2e in Chromium.
// `--e2e-only` skips the static checks and unit tests; `--no-build` reuses the current `.next`.
import { spawn } from "node:child_process";

import { findChromium } from "./lib/chromium.mjs";

const args = new Set(process.argv.slice(2));
const e2eOnly = args.has("--e2e-only");
const build = !args.has("--no-build");

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
      if (code !== 0) return reject(new Error(`${title} failed (${signal ?? `exit ${code}`})`));
      console.log(`✔ ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
      resolve();
    });
  });
}

try {
  if (!e2eOnly) {
    await step("Lint", "npx", ["eslint", "."]);
    await step("Types", "npx", ["tsc", "--noEmit"]);
    await step("Format", "npx", ["prettier", "--check", "."]);
    await step("Unit and integration tests (PGlite)", "npx", [
      "vitest",
      "run",
      "--project",
      "pglite",
    ]);
    // Starts a throw-away PostgreSQL server (installing Debian's package when missing and root).
    await step("Backend integration tests on PostgreSQL", "npx", [
      "vitest",
      "run",
      "--project",
      "postgres",
    ]);
  }
  const chromium = await findChromium();
  if (build) await step("Production build", "npm", ["run", "build"]);
  await step("End-to-end tests", "npx", ["playwright", "test"], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  });
  console.log("\n✔ All tests passed");
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
