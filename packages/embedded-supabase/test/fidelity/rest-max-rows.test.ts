import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restFetch, startLibraryBackend } from "../support/rest-fixture";
import type { TestBackend } from "../support/backend";

const configDir = mkdtempSync(join(tmpdir(), "embedded-max-rows-"));
const configFile = join(configDir, "config.toml");
writeFileSync(configFile, "[api]\nenabled = true\nmax_rows = 2\n");

/** Three rows in a table never analysed, which the planner guesses at thousands. */
const FEW_ROWS = `
  drop table if exists public.few;
  create table public.few (id integer);
  insert into public.few values (1), (2), (3);
  grant select on public.few to anon;
`;

let capped: TestBackend;
let unlimited: TestBackend;

beforeAll(async () => {
  [capped, unlimited] = await Promise.all([
    startLibraryBackend({ configFile }),
    // The option wins over the file: no cap at all.
    startLibraryBackend({ configFile, restMaxRows: null }),
  ]);
  await capped.standIn.exec(FEW_ROWS);
  await unlimited.standIn.exec(`${FEW_ROWS}
    drop table if exists public.many;
    create table public.many as select i as id from generate_series(1, 1001) as i;
    grant select on public.many to anon;
  `);
}, 60_000);

afterAll(async () => {
  await Promise.all([capped?.standIn.close(), unlimited?.standIn.close()]);
  rmSync(configDir, { recursive: true, force: true });
});

async function counts(backend: TestBackend, table: string) {
  const read = (count: "planned" | "estimated") =>
    backend.anon().from(table).select("id", { count, head: true });
  const [planned, estimated] = await Promise.all([read("planned"), read("estimated")]);
  return { planned: planned.count, estimated: estimated.count };
}

describe("rest: max rows from [api] max_rows", () => {
  it("cuts a response to the configured max_rows, as PostgREST's db-max-rows", async () => {
    const { data, error } = await capped.anon().from("books").select("id").order("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    const asked = await restFetch(capped, "books?select=id&order=id&limit=3", {
      headers: { Prefer: "count=exact" },
    });
    expect(await asked.json()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(asked.headers.get("content-range")).toBe("0-1/4");
    const fewer = await capped.anon().from("books").select("id").order("id").limit(1);
    expect(fewer.data).toEqual([{ id: 1 }]);
  });

  it("estimates past max_rows as the larger of the exact and the planned count", async () => {
    const { planned, estimated } = await counts(capped, "few");
    expect(planned).toBeGreaterThan(3);
    expect(estimated).toBe(planned);
    const books = await capped.anon().from("books").select("id", { count: "exact", head: true });
    expect(books.count).toBe(4);
  });
});

describe("rest: no max rows", () => {
  it("answers every row", async () => {
    const { data, error } = await unlimited.anon().from("many").select("id");
    expect(error).toBeNull();
    expect(data).toHaveLength(1001);
  });

  it("estimates from the planner however few rows there are, as PostgREST without db-max-rows", async () => {
    const { planned, estimated } = await counts(unlimited, "few");
    expect(planned).toBeGreaterThan(3);
    expect(estimated).toBe(planned);
  });
});
