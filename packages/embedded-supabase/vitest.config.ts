import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/**
 * The package's suites on their own (`npm test` in this folder): every suite on PGlite and on a
 * throw-away PostgreSQL server, but `*.pglite.test.ts` (PGlite only) and `*.postgres.test.ts`
 * (PostgreSQL only). The site's schema is the repository's `supabase/` folder.
 */
const workdir = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    env: { SUPABASE_DB_URL: "" },
    provide: { supabaseWorkdir: workdir },
    projects: [
      {
        extends: true,
        test: { name: "pglite", exclude: ["**/*.postgres.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          exclude: ["**/*.pglite.test.ts"],
          globalSetup: ["test/support/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
