import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

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

/**
 * Files that take tens of seconds where most take one or two (a whole site started, databases made
 * on disk, initdb run on purpose), longest first.
 */
const LONG_FILES = [
  "scripts/with-backend.test.ts",
  "scripts/lib/compile-hints.next-build.test.ts",
  "packages/embedded-supabase/test/site/persistence.pglite.test.ts",
  "packages/embedded-supabase/test/site/blank-cluster.pglite.test.ts",
];

/**
 * Vitest's order (failed, then slowest by the timings it keeps, else largest file first) with the
 * long files ahead of it all. Where no timings are kept yet (a fresh clone, CI) a long file sorted
 * by its size could start last and hold the run while the other cores idle.
 */
class LongFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL(".", import.meta.url)) },
  },
  test: {
    environment: "node",
    // A test that starts a database of its own takes seconds; twice Vitest's default leaves room
    // for a busy machine without hiding a hang.
    testTimeout: 10_000,
    // Every core: a file's time is mostly its backend starting and answering, so files side by
    // side finish sooner (Vitest keeps one core free by default).
    maxWorkers: "100%",
    sequence: { sequencer: LongFilesFirst },
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
