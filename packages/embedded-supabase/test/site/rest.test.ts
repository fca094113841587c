import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { expectAnswer, startTestBackend } from "../support/backend";
import type { TestBackend } from "../support/backend";

let backend: TestBackend;

const ITEMS = [
  { id: 1, name: "Apple", category: "fruit", price: 3 },
  { id: 2, name: "banana", category: "fruit", price: 1 },
  { id: 3, name: "Carrot", category: "veg", price: 2 },
  { id: 4, name: "date, dried", category: null, price: 5 },
  { id: 5, name: "Eggplant", category: "veg", price: null },
];

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.standIn.exec(`
    create table public.test_items (
      id integer primary key,
      name text not null,
      category text,
      price numeric,
      created_at timestamptz not null default now(),
      "odd ""col" text
    );
    create function public.add_numbers(a integer, b integer default 10) returns integer
      language sql immutable as 'select a + b';
    create function public.items_in(cat text) returns setof public.test_items
      language sql stable as 'select * from public.test_items where category = cat order by id';
    create function public.do_nothing() returns void language sql as 'select';
  `);
}, 30_000);

beforeEach(async () => {
  await backend.standIn.exec("delete from public.test_items");
  const { error } = await backend.service().from("test_items").insert(ITEMS);
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.standIn.close();
});

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) {
  const { data, error } = await query;
  expect(error).toBeNull();
  return data!.map((row) => row.id);
}

function rawGet(path: string, headers: Record<string, string> = {}) {
  return fetch(`${backend.standIn.url}/rest/v1/${path}`, {
    headers: { apikey: backend.standIn.anonKey, ...headers },
  });
}

describe("rest: select", () => {
  it("returns every column with * and only the chosen columns, renamed with alias:column", async () => {
    const all = await backend.anon().from("test_items").select("*").eq("id", 1).single();
    expect(all.data).toMatchObject({ id: 1, name: "Apple", category: "fruit", price: 3 });
    expect(all.data).toHaveProperty("created_at");
    const some = await backend.anon().from("test_items").select("label:name, id").eq("id", 2);
    expect(some.data).toEqual([{ label: "banana", id: 2 }]);
  });

  it("filters with eq neq gt gte lt lte", async () => {
    const items = () => backend.anon().from("test_items").select("id").order("id");
    expect(await ids(items().eq("category", "veg"))).toEqual([3, 5]);
    expect(await ids(items().neq("category", "fruit"))).toEqual([3, 5]);
    expect(await ids(items().gt("price", 2))).toEqual([1, 4]);
    expect(await ids(items().gte("price", 2))).toEqual([1, 3, 4]);
    expect(await ids(items().lt("price", 2))).toEqual([2]);
    expect(await ids(items().lte("price", 2))).toEqual([2, 3]);
  });

  it("filters with like, ilike, in, is and not", async () => {
    const items = () => backend.anon().from("test_items").select("id").order("id");
    expect(await ids(items().like("name", "%a%"))).toEqual([2, 3, 4, 5]);
    expect(await ids(items().like("name", "*pp*"))).toEqual([1]);
    expect(await ids(items().ilike("name", "a%"))).toEqual([1]);
    expect(await ids(items().in("name", ["Apple", "date, dried", "nope"]))).toEqual([1, 4]);
    expect(await ids(items().in("id", []))).toEqual([]);
    expect(await ids(items().is("category", null))).toEqual([4]);
    expect(await ids(items().not("price", "is", null))).toEqual([1, 2, 3, 4]);
    expect(await ids(items().not("category", "in", '("fruit")'))).toEqual([3, 5]);
  });

  it("orders by several columns with nulls first or last, and pages with limit and offset", async () => {
    const ordered = backend
      .anon()
      .from("test_items")
      .select("id")
      .order("category", { ascending: true, nullsFirst: true })
      .order("price", { ascending: false });
    // Postgres puts nulls first in descending order unless told otherwise.
    expect(await ids(ordered)).toEqual([4, 1, 2, 5, 3]);
    const nullsLast = backend
      .anon()
      .from("test_items")
      .select("id")
      .order("price", { nullsFirst: false });
    expect(await ids(nullsLast)).toEqual([2, 3, 1, 4, 5]);
    expect(await ids(backend.anon().from("test_items").select("id").order("id").limit(2))).toEqual([
      1, 2,
    ]);
    expect(
      await ids(backend.anon().from("test_items").select("id").order("id").range(1, 3)),
    ).toEqual([2, 3, 4]);
  });

  it("single() returns one object and PGRST116 with 406 for zero or several rows", async () => {
    const one = await backend.anon().from("test_items").select("id").eq("id", 3).single();
    expect(one.data).toEqual({ id: 3 });
    for (const query of [
      backend.anon().from("test_items").select("id").eq("id", 99).single(),
      backend.anon().from("test_items").select("id").eq("category", "veg").single(),
    ]) {
      const { data, error, status } = await query;
      expect(data).toBeNull();
      expect(status).toBe(406);
      expect(error?.code).toBe("PGRST116");
    }
  });

  it("maybeSingle() returns null for no row and the object for one", async () => {
    const none = await backend.anon().from("test_items").select("id").eq("id", 99).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const one = await backend.anon().from("test_items").select("id").eq("id", 1).maybeSingle();
    expect(one.data).toEqual({ id: 1 });
  });

  it("counts with HEAD and Prefer count=exact, and reports ranges in Content-Range", async () => {
    const head = await backend
      .anon()
      .from("test_items")
      .select("*", { count: "exact", head: true })
      .eq("category", "fruit");
    expect(head).toMatchObject({ count: 2, data: null, error: null });

    const page = await backend
      .anon()
      .from("test_items")
      .select("id", { count: "exact" })
      .order("id")
      .range(0, 1);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);

    const raw = await rawGet("test_items?select=id&order=id&offset=1&limit=2", {
      Prefer: "count=exact",
    });
    expect(raw.headers.get("content-range")).toBe("1-2/5");
    const empty = await rawGet("test_items?id=eq.99");
    expect(empty.headers.get("content-range")).toBe("*/*");
  });
});

describe("rest: writes", () => {
  it("inserts with 201 and no body by default, and returns rows with return=representation", async () => {
    const minimal = await backend.anon().from("test_items").insert({ id: 10, name: "Fig" });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });

    const represented = await backend
      .anon()
      .from("test_items")
      .insert([
        { id: 11, name: "Grape", price: 4 },
        { id: 12, name: "Honeydew" },
      ])
      .select("id, name, price");
    expect(represented.status).toBe(201);
    expect(represented.data).toEqual([
      { id: 11, name: "Grape", price: 4 },
      { id: 12, name: "Honeydew", price: null },
    ]);

    const single = await backend
      .anon()
      .from("test_items")
      .insert({ id: 13, name: "Ice" })
      .select()
      .single();
    expect(single.data).toMatchObject({ id: 13, name: "Ice", category: null });
  });

  it("upserts with merge-duplicates and ignore-duplicates", async () => {
    const merged = await backend
      .anon()
      .from("test_items")
      .upsert({ id: 1, name: "Apple II", price: 9 })
      .select("id, name, price, category");
    expect(merged.data).toEqual([{ id: 1, name: "Apple II", price: 9, category: "fruit" }]);

    const ignored = await backend
      .anon()
      .from("test_items")
      .upsert(
        [
          { id: 2, name: "ignored" },
          { id: 20, name: "New" },
        ],
        { ignoreDuplicates: true, onConflict: "id" },
      )
      .select("id, name");
    expect(ignored.data).toEqual([{ id: 20, name: "New" }]);
    const kept = await backend.anon().from("test_items").select("name").eq("id", 2).single();
    expect(kept.data?.name).toBe("banana");
  });

  it("updates and deletes the filtered rows, with or without representation", async () => {
    const updated = await backend
      .anon()
      .from("test_items")
      .update({ price: 7, category: "veg" })
      .eq("category", "fruit")
      .select("id, price");
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual(
      expect.arrayContaining([
        { id: 1, price: 7 },
        { id: 2, price: 7 },
      ]),
    );
    const minimal = await backend.anon().from("test_items").update({ price: 8 }).eq("id", 3);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });

    const deleted = await backend.anon().from("test_items").delete().in("id", [1, 2]).select("id");
    expect(deleted.data).toEqual([{ id: 1 }, { id: 2 }]);
    const counted = await backend.anon().from("test_items").delete({ count: "exact" }).eq("id", 3);
    expect(counted).toMatchObject({ status: 204, count: 1 });
    expect(await ids(backend.anon().from("test_items").select("id").order("id"))).toEqual([4, 5]);
  });

  it("accepts empty inserts and updates without touching rows", async () => {
    expect((await backend.anon().from("test_items").insert([])).status).toBe(201);
    const patch = await backend.anon().from("test_items").update({}).eq("id", 1);
    expect(patch).toMatchObject({ status: 204, error: null });
    expect(await ids(backend.anon().from("test_items").select("id").order("id"))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it("maps constraint violations to PostgREST statuses", async () => {
    const duplicate = await backend.anon().from("test_items").insert({ id: 1, name: "again" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe("23505");
    const missing = await backend.anon().from("test_items").insert({ id: 30 });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe("23502");
  });
});

describe("rest: rpc", () => {
  it("calls functions with named arguments and defaults", async () => {
    expect((await backend.anon().rpc("add_numbers", { a: 1 })).data).toBe(11);
    expect((await backend.anon().rpc("add_numbers", { a: 1, b: 2 })).data).toBe(3);
    expect((await backend.anon().rpc("add_numbers", { a: 4, b: 5 }, { get: true })).data).toBe(9);
    const set = await backend.anon().rpc("items_in", { cat: "veg" });
    expect((set.data as { id: number }[]).map((row) => row.id)).toEqual([3, 5]);
    const nothing = await backend.anon().rpc("do_nothing");
    expect(nothing).toMatchObject({ status: 204, data: null, error: null });
  });

  it("answers email_in_use to the service role for any case of a registered e-mail", async () => {
    const { email } = await backend.signedIn();
    expect((await backend.service().rpc("email_in_use", { email })).data).toBe(true);
    expect((await backend.service().rpc("email_in_use", { email: email.toUpperCase() })).data).toBe(
      true,
    );
    expect((await backend.service().rpc("email_in_use", { email: "free@example.com" })).data).toBe(
      false,
    );
  });

  it("rate-limits email_in_use per client address with 429", async () => {
    // The limit counts per fixed 60 s window: start early enough in one for all 31 calls to land
    // in it. They take under a second on either engine, so only the window's last 10 s are waited out.
    const secondsLeft = 60 - ((Date.now() / 1000) % 60);
    if (secondsLeft < 10) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000));
    const client = backend.service({ "x-forwarded-for": "203.0.113.7" });
    for (let i = 0; i < 30; i++) {
      expect((await client.rpc("email_in_use", { email: "x@example.com" })).error).toBeNull();
    }
    const limited = await client.rpc("email_in_use", { email: "x@example.com" });
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe("PT429");
    expect(limited.error?.message).toMatch(/Too many e-mail checks/);
    const other = backend.service({ "x-forwarded-for": "203.0.113.8" });
    expect((await other.rpc("email_in_use", { email: "x@example.com" })).error).toBeNull();
  }, 90_000);

  it("runs GET calls read-only, so a writing function fails with 405", async () => {
    const result = await backend
      .service()
      .rpc("email_in_use", { email: "x@example.com" }, { get: true });
    expect(result.status).toBe(405);
    expect(result.error?.code).toBe("25006");
  });

  it("answers unknown functions and argument sets with 404 PGRST202", async () => {
    for (const [fn, args] of [
      ["no_such_function", {}],
      ["add_numbers", { z: 1 }],
      ["handle_new_user", {}],
    ] as const) {
      const { status, error } = await backend.anon().rpc(fn, args);
      expect(status).toBe(404);
      expect(error?.code).toBe("PGRST202");
    }
  });
});

describe("rest: errors and hostile input", () => {
  it("answers unknown tables with 404 and unknown columns with 400, as JSON", async () => {
    const table = await backend.anon().from("nope").select();
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: "PGRST205" });
    const column = await backend.anon().from("test_items").select("id, nope");
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe("42703");
    const filter = await backend.anon().from("test_items").select().eq("nope", 1);
    expect(filter.error?.code).toBe("42703");
    const insert = await backend.anon().from("test_items").insert({ id: 40, name: "x", nope: 1 });
    expect(insert.error?.code).toBe("PGRST204");
    const operator = await rawGet("test_items?id=regex.1");
    await expectAnswer(operator, 400, { code: "PGRST100" });
  });

  it("rejects hostile identifiers with 400 before any SQL runs", async () => {
    const paths = [
      "test_items?select=*;drop table test_items",
      `test_items?select=${encodeURIComponent('"id"";drop table test_items;--"')}`,
      `test_items?select=${encodeURIComponent('"odd "col"')}`,
      "test_items?select=id&order=id;delete from test_items",
      "test_items?select=id&order=id.desc;drop",
      `test_items?${encodeURIComponent("id;drop table test_items")}=eq.1`,
      "test_items?id=in.(1);drop table test_items",
      "test_items?select=id,other(*)",
    ];
    for (const path of paths) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await response.json()) as object).toHaveProperty("code");
    }
    const quoted = await rawGet(`test_items?select=${encodeURIComponent('"odd ""col"')}`);
    expect(quoted.status).toBe(400);
  });

  it("keeps hostile filter values inert: bound as parameters, never executed", async () => {
    const text = await backend.anon().from("test_items").select("id").eq("name", "x' or '1'='1");
    expect(text).toMatchObject({ data: [], error: null });
    const like = await backend
      .anon()
      .from("test_items")
      .select("id")
      .like("name", "%'; drop table test_items; --");
    expect(like.data).toEqual([]);
    const numeric = await rawGet(`test_items?id=${encodeURIComponent("eq.1' or '1'='1")}`);
    await expectAnswer(numeric, 400, { code: "22P02" });
    const list = await backend
      .anon()
      .from("test_items")
      .select("id")
      .in("name", ["a'); drop table test_items; --"]);
    expect(list.data).toEqual([]);

    const rows = await backend.standIn.query<{ n: number }>(
      "select count(*)::int as n from public.test_items",
    );
    expect(rows[0]?.n).toBe(ITEMS.length);
  });

  it("serves only the public schema", async () => {
    const response = await rawGet("test_items", { "Accept-Profile": "auth" });
    await expectAnswer(response, 406, { code: "PGRST106" });
    const users = await rawGet("users?select=*", { "Accept-Profile": "public" });
    expect(users.status).toBe(401);
  });
});
