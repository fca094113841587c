// A server connection dropped under the backend: only PostgreSQL has connections to lose.
import { describe, expect, it } from "vitest";

import { startTestBackend } from "../support/backend";
import { captureLog } from "../support/log-capture";

describe("the backend's log on PostgreSQL", () => {
  it("logs a dropped idle connection without the connection's state, and opens a new one", async () => {
    const log = captureLog();
    const backend = await startTestBackend({ logger: log.logger });
    try {
      // Two connections of the trusted lane: one runs the termination, the other sits idle.
      const sleep = () => backend.standIn.query("select pg_sleep(0.05)");
      await Promise.all([sleep(), sleep()]);
      await backend.standIn.exec(
        `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and application_name = 'embedded-supabase'
             and pid <> pg_backend_pid()`,
      );
      const lost = () => log.lines().filter((line) => line.event === "backend.db_connection_lost");
      await expect.poll(lost).not.toEqual([]);
      expect(lost()[0]).toMatchObject({
        level: "error",
        lane: "trusted",
        err: { message: expect.any(String), code: "57P01", stack: expect.any(String) },
      });
      expect(JSON.stringify(lost())).not.toContain("connectionParameters");
      // The next query opens a new connection.
      expect(await backend.standIn.query("select 1 as one")).toEqual([{ one: 1 }]);
    } finally {
      await backend.standIn.close();
    }
  });
});
