import type { TestProject } from "vitest/node";

import { startTestPostgres } from "../../../../scripts/lib/postgres.mjs";

/** One throw-away PostgreSQL server per test run; each backend gets its own database on it. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
