// PGlite only: the blank cluster is how a new PGlite database is made; PostgreSQL has its own.
import type { PGlite } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blankCluster, createPGlite } from "../../src/db/pglite";

let root: string;
/** A kept tarball whose cluster holds one table more than initdb's (see `hasMarker`). */
let markedFile: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "blank-cluster-"));
  const pg = await createPGlite("memory://");
  try {
    await pg.exec("create table public.from_the_kept_tarball (id int)");
    markedFile = join(root, "marked.tar");
    await writeFile(markedFile, Buffer.from(await (await pg.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await pg.close();
  }
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Whether the database has the table a marked tarball carries. */
async function hasMarker(pg: PGlite): Promise<boolean> {
  const { rows } = await pg.query<{ found: string | null }>(
    "select to_regclass('public.from_the_kept_tarball')::text as found",
  );
  return rows[0]?.found !== null;
}

/** Makes the database in `dir` from `file`'s blank cluster, checks that it answers, and closes it. */
async function makeAndQuery(dir: string, file: string): Promise<void> {
  const pg = await createPGlite(dir, blankCluster(file));
  try {
    expect((await pg.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  } finally {
    await pg.close();
  }
}

describe("the blank cluster kept between processes", () => {
  it("is made and kept by the first new database", { timeout: 60_000 }, async () => {
    const file = join(root, "made", "blank.tar");
    // In memory: what is on trial is the tarball's file, not a data directory on disk.
    await makeAndQuery("memory://", file);
    expect(existsSync(file)).toBe(true);
  });

  it(
    "is unpacked for a new database, and never over one that exists",
    { timeout: 60_000 },
    async () => {
      const dir = join(root, "b");
      const made = await createPGlite(dir, blankCluster(markedFile));
      try {
        expect(await hasMarker(made)).toBe(true);
        await made.exec(
          "drop table public.from_the_kept_tarball; create table public.mine (id int)",
        );
      } finally {
        await made.close();
      }
      const reopened = await createPGlite(dir, blankCluster(markedFile));
      try {
        expect(await hasMarker(reopened)).toBe(false);
        expect((await reopened.query("select to_regclass('public.mine')::text as t")).rows).toEqual(
          [{ t: "mine" }],
        );
      } finally {
        await reopened.close();
      }
    },
  );

  it(
    "drops a kept tarball that does not unpack, and initdb makes the database",
    { timeout: 60_000 },
    async () => {
      const file = join(root, "broken.tar");
      await writeFile(file, "not a tarball");
      await makeAndQuery("memory://", file);
      expect(existsSync(file)).toBe(false);
    },
  );

  it(
    "keeps a tarball that unpacks when a database failed to start for another reason",
    { timeout: 60_000 },
    async () => {
      const blank = blankCluster(markedFile);
      await blank.tarball();
      await blank.dropIfBroken();
      expect(existsSync(markedFile)).toBe(true);
      const pg = await createPGlite("memory://", blank);
      try {
        expect(await hasMarker(pg)).toBe(true);
      } finally {
        await pg.close();
      }
    },
  );
});
