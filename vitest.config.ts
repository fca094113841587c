import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/** The backend integration suites, which also run against a real PostgreSQL server. */
const BACKEND_SUITES = [
  "supabase/local/admin.test.ts",
  "supabase/local/auth.test.ts",
  "supabase/local/email-change.test.ts",
  "supabase/local/email-flows.test.ts",
  "supabase/local/jwt.test.ts",
  "supabase/local/limits.test.ts",
  "supabase/local/rest.test.ts",
  "supabase/local/rest-embed.test.ts",
  "supabase/local/rest-filters.test.ts",
  "supabase/local/rest-rpc.test.ts",
  "supabase/local/rest-rule-zero.test.ts",
  "supabase/tests/*.test.ts",
  "lib/news/ingest.integration.test.ts",
  "scripts/subscribers-export.test.ts",
  "app/api/news-routes.integration.test.ts",
];

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL(".", import.meta.url)) },
  },
  test: {
    environment: "node",
    // A developer's own database never leaks into the throw-away ones the tests create.
    env: { SUPABASE_DB_URL: "" },
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["**/*.test.ts"],
          exclude: ["node_modules/**", ".next/**", "e2e/**", "**/*.postgres.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: [...BACKEND_SUITES, "**/*.postgres.test.ts"],
          exclude: ["node_modules/**", ".next/**", "e2e/**"],
          env: { SUPABASE_DB_URL: "", STANDIN_ENGINE: "postgres" },
          globalSetup: ["supabase/local/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
