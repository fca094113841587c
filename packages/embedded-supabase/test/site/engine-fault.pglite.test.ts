// PGlite only: the failure is PGlite's (an exception out of its WebAssembly that it drops); a real
// PostgreSQL refuses the same statement with a plain error.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { EngineFaultError } from "../../src/db/driver";
import type { Driver } from "../../src/db/driver";
import { openPGlite } from "../../src/db/pglite";
import { startTestBackend } from "../support/backend";

/** Its automaton recurses deeper than V8's stack; a fresh PostgreSQL refuses it as too complex. */
const OVERFLOWING = "(t{1,255}){1,255}x";
/** Refused by a sound instance; a poisoned one ran it for minutes. */
const TOO_COMPLEX = "((t{1,100}){1,100}){1,100}x";

const match = (db: Driver, pattern: string) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>("select id from t where title ~* $1", [
      pattern,
    ]);
    return rows;
  });

describe("PGlite: a failure outside PostgreSQL's error handling", { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "engine-fault-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("fails the statement, opens the directory again and keeps every committed row", async () => {
    const db = await openPGlite(join(dir, "data"));
    try {
      await db.exec("create table t (id int, title text)");
      await db.transaction((tx) => tx.query("insert into t values (1, 'hello'), (2, 'tttx')"));

      await expect(match(db, OVERFLOWING)).rejects.toBeInstanceOf(EngineFaultError);
      await expect(match(db, TOO_COMPLEX)).rejects.toMatchObject({ code: "2201B" });
      expect(await match(db, "^t+x$")).toEqual([{ id: 2 }]);
      const { rows } = await db.query<{ id: number }>("select id from t order by id");
      expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await db.close();
    }
  });

  it("refuses all further work on a memory:// database rather than answer from a broken one", async () => {
    const db = await openPGlite("memory://");
    try {
      await db.exec("create table t (id int, title text); insert into t values (1, 'tttx')");
      await expect(match(db, OVERFLOWING)).rejects.toBeInstanceOf(EngineFaultError);
      await expect(match(db, "x")).rejects.toBeInstanceOf(EngineFaultError);
      await expect(db.query("select 1")).rejects.toBeInstanceOf(EngineFaultError);
    } finally {
      await db.close();
    }
  });

  it("answers the request 503 PGRST001 as PostgREST does, and serves the next one", async () => {
    const backend = await startTestBackend({ dataDir: join(dir, "site") });
    try {
      // A function of the site's own could run such a pattern, whatever the REST checks refuse.
      await backend.standIn.exec(`
        create function public.title_matches(pattern text) returns bigint
          language sql stable as $$ select count(*) from public.ai_news where title ~* pattern $$;
        grant execute on function public.title_matches(text) to anon;
      `);
      const anon = backend.anon({ "X-Forwarded-For": "2001:db8:f0:1::1" });
      const failed = await anon.rpc("title_matches", { pattern: OVERFLOWING });
      expect(failed.status).toBe(503);
      expect(failed.error).toMatchObject({
        code: "PGRST001",
        message: "Database client error. Retrying the connection.",
      });
      const next = await backend
        .anon({ "X-Forwarded-For": "2001:db8:f0:2::1" })
        .rpc("title_matches", { pattern: "^x" });
      expect(next).toMatchObject({ status: 200, data: 0 });
    } finally {
      await backend.standIn.close();
    }
  });
});
