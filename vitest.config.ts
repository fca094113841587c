import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/**
 * Suites that start an embedded backend also run against a real PostgreSQL server. Which ones is
 * decided by place and name: the backend package's own tests, the schema tests in
 * supabase/tests, every `*.integration.test.ts` and every `*.postgres.test.ts`. A
 * `*.pglite.test.ts` runs on PGlite only and says why at its top.
 */
const ON_POSTGRES = [
  "packages/embedded-supabase/test/**/*.test.ts",
  "supabase/tests/**/*.test.ts",
  "**/*.integration.test.ts",
  "**/*.postgres.test.ts",
];
const NEVER = ["**/node_modules/**", ".next/**", "e2e/**"];

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL(".", import.meta.url)) },
  },
  test: {
    environment: "node",
    // Every core: a file's time is mostly its backend starting and answering, so files side by
    // side finish sooner (Vitest keeps one core free by default).
    maxWorkers: "100%",
    // A worker keeps its modules from one file to the next: PGlite's WebAssembly is compiled once
    // per worker rather than once per file (a third of the run). Files therefore restore whatever
    // they change (environment variables, globals) and register hooks only in their own scope.
    isolate: false,
    // A developer's own database never leaks into the throw-away ones the tests create.
    env: { SUPABASE_DB_URL: "" },
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["**/*.test.ts"],
          exclude: [...NEVER, "**/*.postgres.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ON_POSTGRES,
          exclude: [...NEVER, "**/*.pglite.test.ts"],
          globalSetup: ["packages/embedded-supabase/test/support/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
