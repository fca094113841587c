import { beforeEach, describe, expect, it } from "vitest";

import { expectAnswer } from "../support/backend";

import { LIBRARY_SEED, restFetch, libraryBackendForFile } from "../support/rest-fixture";

const backend = libraryBackendForFile({ dbTxEnd: "commit-allow-override" });

beforeEach(async () => {
  await backend().standIn.exec(LIBRARY_SEED);
});

/** `maxAffected()` is typed for PostgREST 13 schemas only; the request it sends is the same. */
function maxAffected<Q>(query: Q, rows: number): Q {
  return (query as unknown as { maxAffected(rows: number): Q }).maxAffected(rows);
}

async function count(sql: string): Promise<number> {
  return (await backend().standIn.query<{ n: number }>(`select (${sql})::int as n`))[0]!.n;
}

describe("rest: function results are relations", () => {
  it("selects, filters, orders and pages a set-returning function's rows", async () => {
    const { data, error } = await backend()
      .anon()
      .rpc("books_by", { author: 2 })
      .select("title")
      .gt("pages", 100)
      .order("pages", { ascending: false })
      .range(0, 0);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: "Aleph" }]);
  });

  it("counts a function's rows with Content-Range", async () => {
    const { data, count, status } = await backend()
      .anon()
      .rpc("books_by", { author: 2 }, { count: "exact" })
      .select("id")
      .limit(1);
    expect(data).toHaveLength(1);
    expect(count).toBe(2);
    expect(status).toBe(206);
  });

  it("shapes a table-returning function and embeds from a setof-table result", async () => {
    const stats = await backend()
      .anon()
      .rpc("author_stats")
      .select("author_id,books")
      .eq("author_id", 2);
    expect(stats.data).toEqual([{ author_id: 2, books: 2 }]);
    const embedded = await backend()
      .anon()
      .rpc("books_by", { author: 1 })
      .select("title, author:authors!author_id(name)");
    expect(embedded.data).toEqual([{ title: "Analytical Notes", author: { name: "Ada" } }]);
  });

  it("answers GET and HEAD with arguments in the query string", async () => {
    const get = await backend().anon().rpc("numbers", { upto: 4 }, { get: true }).gte("numbers", 2);
    expect(get.data).toEqual([2, 3, 4]);
    const head = await backend()
      .anon()
      .rpc("books_by", { author: 2 }, { head: true, count: "exact" });
    expect(head).toMatchObject({ data: null, count: 2, error: null });
    const array = await backend()
      .anon()
      .rpc("sum_all", { nums: [1, 2, 3] }, { get: true });
    expect(array.data).toBe(6);
  });

  it("returns one object for a function returning one row, and a bare value for scalars", async () => {
    const row = await backend().anon().rpc("first_book").select("id,title");
    expect(row.data).toEqual({ id: 1, title: "Analytical Notes" });
    expect(
      (
        await backend()
          .anon()
          .rpc("sum_all", { nums: [4, 5] })
      ).data,
    ).toBe(9);
  });

  it("passes the raw body to a single unnamed json, text or bytea argument", async () => {
    const jsonBody = await backend()
      .anon()
      .rpc("echo_json", [1, { a: 2 }] as never);
    expect(jsonBody.data).toEqual([1, { a: 2 }]);
    const objectBody = await backend()
      .anon()
      .rpc("echo_json", { anything: true } as never);
    expect(objectBody.data).toEqual({ anything: true });
    const text = await restFetch(backend(), "rpc/echo_text", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "plain words",
    });
    expect(await text.json()).toBe("PLAIN WORDS");
    const bytes = await restFetch(backend(), "rpc/byte_length", {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: new Uint8Array([0, 1, 2, 255]),
    });
    expect(await bytes.json()).toBe(4);
  });

  it("takes composite-typed arguments as JSON objects", async () => {
    const { data, error } = await backend()
      .anon()
      .rpc("summary", { b: { id: 9, title: "Dune", pages: 412 } });
    expect(error).toBeNull();
    expect(data).toBe("Dune (412 pages)");
  });

  it("resolves overloads by argument names and refuses ambiguous ones with 300 PGRST203", async () => {
    expect((await backend().anon().rpc("greet", { name: "Ada" })).data).toBe("Hello, Ada");
    expect((await backend().anon().rpc("greet", { first: "Ada", last: "L" })).data).toBe(
      "Hello, Ada L",
    );
    const ambiguous = await backend().anon().rpc("plus", { a: 1, b: 2 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: "PGRST203",
      message:
        "Could not choose the best candidate function between: public.plus(a => integer, b => integer), public.plus(a => text, b => text)",
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    });
  });

  it("calls only functions PostgREST can call: unnamed parameters only as a single raw body", async () => {
    await backend().standIn.exec(`
      create or replace function public.by_position(integer) returns integer
        language sql as 'select 1';
      create or replace function public.pick(boolean) returns integer language sql as 'select 1';
      create or replace function public.pick(text) returns text language sql as $$ select 't' $$;
      create or replace function public.optional() returns integer language sql as 'select 1';
      create or replace function public.optional(text default 'x') returns text
        language sql as $$ select 'x' $$;
      grant execute on all functions in schema public to anon;
    `);
    const positional = await backend().anon().rpc("by_position", { "": 1 });
    expect(positional.status).toBe(404);
    expect(positional.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.by_position() in the schema cache",
    });
    // The boolean overload is not callable, so the text one takes the body.
    expect(await backend().anon().rpc("pick", { "": true })).toMatchObject({
      status: 200,
      data: "t",
    });
    const ambiguous = await backend().anon().rpc("optional");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.message).toBe(
      "Could not choose the best candidate function between: public.optional(), public.optional( => text)",
    );
  });

  it("answers PGRST202 with PostgREST's message, details and hint", async () => {
    const wrongArgs = await backend().anon().rpc("greet", { nam: "x" });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.greet(nam) in the schema cache",
      details:
        "Searched for the function public.greet with parameter nam or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.greet(name)",
    });
    const misspelt = await backend().anon().rpc("gret", {});
    expect(misspelt.error).toMatchObject({
      message: "Could not find the function public.gret without parameters in the schema cache",
      hint: "Perhaps you meant to call the function public.greet",
    });
    // Only an unnamed parameter to offer: nothing to suggest, as PostgREST's fuzzy match finds.
    const unnamed = await backend().anon().rpc("byte_length", { id: 1 });
    expect(unnamed.error).toMatchObject({
      message: "Could not find the function public.byte_length(id) in the schema cache",
      hint: null,
    });
    const viaGet = await backend().anon().rpc("greet", { a: "1", b: "2" }, { get: true });
    expect(viaGet.error?.details).toBe(
      "Searched for the function public.greet with parameters a, b, but no matches were found in the schema cache.",
    );
  });

  it("answers a void function with 204 and refuses max-affected on a scalar function", async () => {
    const touch = await backend().anon().rpc("touch");
    expect(touch.status).toBe(204);
    const scalar = await maxAffected(
      backend()
        .anon()
        .rpc("sum_all", { nums: [1] }),
      1,
    );
    expect(scalar.status).toBe(400);
    expect(scalar.error?.code).toBe("PGRST128");
  });

  it("applies max-affected to a set-returning function's rows", async () => {
    const over = await maxAffected(backend().anon().rpc("books_by", { author: 2 }), 1);
    expect(over.status).toBe(400);
    expect(over.error).toMatchObject({
      code: "PGRST124",
      details: "The query affects 2 rows",
    });
    const within = await maxAffected(backend().anon().rpc("books_by", { author: 2 }), 2);
    expect(within.data).toHaveLength(2);
  });
});

describe("rest: preferences", () => {
  it("rolls back with tx=rollback and still answers with the representation", async () => {
    const { data, error } = await backend()
      .service()
      .from("tags")
      .insert({ id: 50, name: "ghost" })
      .select()
      .rollback();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 50, name: "ghost" }]);
    expect(await count("select count(*) from public.tags where id = 50")).toBe(0);
    const rpc = await backend().service().rpc("add_author", { id: 60, name: "Ghost" }).rollback();
    expect(rpc.data).toMatchObject({ id: 60 });
    expect(await count("select count(*) from public.authors where id = 60")).toBe(0);
  });

  it("commits with tx=commit", async () => {
    const response = await restFetch(backend(), "tags", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${backend().standIn.serviceRoleKey}`,
        "Content-Type": "application/json",
        Prefer: "tx=commit",
      },
      body: JSON.stringify({ id: 51, name: "kept" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("preference-applied")).toContain("tx=commit");
    expect(await count("select count(*) from public.tags where id = 51")).toBe(1);
  });

  it("enforces max-affected on update and delete, rolling back what exceeds it", async () => {
    const update = await maxAffected(
      backend().service().from("books").update({ status: "archived" }).eq("author_id", 2),
      1,
    );
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({ code: "PGRST124", details: "The query affects 2 rows" });
    expect(await count("select count(*) from public.books where status = 'archived'")).toBe(0);
    const remove = await maxAffected(backend().service().from("books").delete().gt("id", 0), 3);
    expect(remove.error?.code).toBe("PGRST124");
    expect(await count("select count(*) from public.books")).toBe(4);
    const ok = await maxAffected(backend().service().from("books").delete().eq("id", 4), 1);
    expect(ok.error).toBeNull();
    expect(await count("select count(*) from public.books")).toBe(3);
  });

  it("uses column defaults for missing keys with missing=default (defaultToNull: false)", async () => {
    const { data, error } = await backend()
      .service()
      .from("books")
      .insert([{ title: "No status" }, { title: "With status", status: "published", pages: 10 }], {
        defaultToNull: false,
      })
      .select("title,status,pages,genres");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "No status", status: "draft", pages: null, genres: [] },
      { title: "With status", status: "published", pages: 10, genres: [] },
    ]);
    const nulls = await backend()
      .service()
      .from("books")
      .insert([{ title: "x" }, { title: "y", status: "published" }]);
    expect(nulls.error?.code).toBe("23502");
  });

  it("draws identity values for missing ids with missing=default, one per row as PostgREST", async () => {
    // The seed leaves the books id sequence at 100: each row evaluates the default, used or not.
    const { data, error } = await backend()
      .service()
      .from("books")
      .insert([{ id: 500, title: "Given" }, { title: "Drawn" }], { defaultToNull: false })
      .select("id,title");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 500, title: "Given" },
      { id: 102, title: "Drawn" },
    ]);
  });

  it("answers an upsert that only updated with 200 and one that inserted with 201", async () => {
    const updated = await backend().service().from("tags").upsert({ id: 1, name: "classic!" });
    expect(updated.status).toBe(200);
    const inserted = await backend().service().from("tags").upsert({ id: 70, name: "new" });
    expect(inserted.status).toBe(201);
    const both = await backend()
      .service()
      .from("tags")
      .upsert([
        { id: 1, name: "classic" },
        { id: 71, name: "newer" },
      ])
      .select();
    expect(both.status).toBe(201);
    const onlyUpdated = await backend()
      .service()
      .from("tags")
      .upsert({ id: 71, name: "n" })
      .select();
    expect(onlyUpdated.status).toBe(200);
  });

  it("answers ignore-duplicates with 201 even when every row was a duplicate", async () => {
    const skipped = await backend()
      .service()
      .from("tags")
      .upsert({ id: 1, name: "ignored" }, { ignoreDuplicates: true })
      .select();
    expect(skipped).toMatchObject({ status: 201, data: [], error: null });
    const minimal = await backend()
      .service()
      .from("tags")
      .upsert({ id: 1, name: "ignored" }, { ignoreDuplicates: true });
    expect(minimal.status).toBe(201);
    expect(await count("select count(*) from public.tags where name = 'ignored'")).toBe(0);
  });

  it("inserts with return=minimal where the caller may not read the table back", async () => {
    const minimal = await backend().anon().from("suggestions").insert({ body: "more poetry" });
    expect(minimal.status).toBe(201);
    const representation = await backend()
      .anon()
      .from("suggestions")
      .insert({ body: "x" })
      .select();
    expect(representation.status).toBe(401);
  });

  it("counts exactly, by plan and by estimate", async () => {
    for (const mode of ["exact", "planned", "estimated"] as const) {
      const { count, error } = await backend()
        .anon()
        .from("books")
        .select("id", { count: mode, head: true });
      expect(error).toBeNull();
      expect(count, mode).toBeGreaterThan(0);
      if (mode !== "planned") expect(count).toBe(4);
    }
    const updated = await backend()
      .service()
      .from("books")
      .update({ status: "x" }, { count: "exact" })
      .eq("author_id", 2);
    expect(updated.count).toBe(2);
  });

  it("estimates as PostgREST: the exact count up to max_rows, whatever the planner guesses", async () => {
    // Never analysed, a small table is planned as ten pages of rows: thousands.
    await backend().standIn.exec(`
      drop table if exists public.few;
      create table public.few (id integer);
      insert into public.few values (1), (2), (3);
      grant select on public.few to anon;
    `);
    const planned = await backend()
      .anon()
      .from("few")
      .select("id", { count: "planned", head: true });
    expect(planned.count).toBeGreaterThan(1000);
    const estimated = await backend()
      .anon()
      .from("few")
      .select("id", { count: "estimated", head: true });
    expect(estimated).toMatchObject({ status: 200, count: 3 });
  });

  it("answers 416 for an offset beyond the counted rows", async () => {
    const response = await restFetch(backend(), "books?offset=10", {
      headers: { Prefer: "count=exact" },
    });
    await expectAnswer(response, 416, {
      code: "PGRST103",
      details: "An offset of 10 was requested, but there are only 4 rows.",
    });
  });

  it("answers CSV for reads", async () => {
    const { data, error } = await backend()
      .anon()
      .from("authors")
      .select("id,name,country")
      .order("id")
      .csv();
    expect(error).toBeNull();
    expect(data).toBe("id,name,country\n1,Ada,UK\n2,Borges,AR\n3,Clarice,BR");
  });
});
