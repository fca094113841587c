import { beforeEach, describe, expect, it } from "vitest";

import { LIBRARY_SEED, restFetch, libraryBackendForFile } from "../support/rest-fixture";

/**
 * Every query parameter family, `Prefer` value and PostgREST header is either honoured (with an
 * observable effect checked here) or refused with a PostgREST-shaped 4xx naming it. Nothing is
 * silently ignored.
 */

const backend = libraryBackendForFile();

beforeEach(async () => {
  await backend().standIn.exec(LIBRARY_SEED);
});

interface Case {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  service?: boolean;
  /** 2xx and a check of the effect, or a 4xx status with its error code. */
  expect: { status: number; code?: string; check?: (response: Response, text: string) => void };
}

const json = { "Content-Type": "application/json" };

/** A request refused with `status` and PostgREST's error `code`. */
function refused(
  name: string,
  path: string,
  status: number,
  code: string,
  request: Omit<Case, "name" | "path" | "expect"> = {},
): Case {
  return { name, path, ...request, expect: { status, code } };
}

const CASES: Case[] = [
  // ---- query parameter families
  {
    name: "select",
    path: "books?select=title&id=eq.2",
    expect: {
      status: 200,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ title: "Ficciones" }]),
    },
  },
  {
    name: "column filter",
    path: "books?select=id&pages=gt.300&order=id",
    expect: {
      status: 200,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 2 }, { id: 3 }]),
    },
  },
  {
    name: "or / and / not.or",
    path: "books?select=id&not.or=(id.eq.1,id.eq.2)&and=(pages.gt.0,pages.lt.1000)&order=id",
    expect: {
      status: 200,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 3 }, { id: 4 }]),
    },
  },
  {
    name: "order",
    path: "books?select=id&order=pages.desc",
    expect: { status: 200, check: (_, text) => expect(JSON.parse(text)[0]).toEqual({ id: 3 }) },
  },
  {
    name: "limit and offset",
    path: "books?select=id&order=id&limit=1&offset=2",
    expect: { status: 200, check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 3 }]) },
  },
  {
    name: "embedded order and limit",
    path: "authors?select=id,books!author_id(id)&books.order=id.desc&books.limit=1&id=eq.2",
    expect: {
      status: 200,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 2, books: [{ id: 3 }] }]),
    },
  },
  {
    name: "columns on POST",
    path: "tags?columns=id,name",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "return=representation" },
    body: JSON.stringify([{ id: 9, name: "nine", extra: "ignored by columns" }]),
    expect: {
      status: 201,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 9, name: "nine" }]),
    },
  },
  refused("select on a write without return=representation", "tags?select=id", 400, "PGRST100", {
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "return=minimal" },
    body: JSON.stringify({ id: 15, name: "x" }),
  }),
  {
    name: "order on a write with return=representation",
    path: "tags?order=id.desc",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "return=representation" },
    body: JSON.stringify([
      { id: 16, name: "a" },
      { id: 17, name: "b" },
    ]),
    expect: {
      status: 201,
      check: (_, text) =>
        expect(JSON.parse(text).map((row: { id: number }) => row.id)).toEqual([17, 16]),
    },
  },
  refused("columns on GET", "books?columns=id", 400, "PGRST100"),
  refused("on_conflict on GET", "books?on_conflict=id", 400, "PGRST100"),
  refused("unknown parameter without an operator", "books?colour=red", 400, "PGRST100"),
  refused("unknown operator", "books?id=regex.1", 400, "PGRST100"),
  refused("filter on an unknown column", "books?nope=eq.1", 400, "42703"),
  refused(
    "filter on a resource that is not embedded",
    "authors?select=id&books.id=eq.1",
    400,
    "PGRST108",
  ),
  refused("repeated limit", "books?limit=1&limit=2", 400, "PGRST100"),
  refused("arguments in the query of a POST to a function", "rpc/numbers?upto=3", 400, "PGRST100", {
    method: "POST",
    headers: json,
    body: "{}",
  }),
  // ---- Prefer
  {
    name: "return=minimal",
    path: "tags",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "return=minimal" },
    body: JSON.stringify({ id: 10, name: "ten" }),
    expect: { status: 201, check: (_, text) => expect(text).toBe("") },
  },
  {
    name: "return=headers-only",
    path: "tags",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "return=headers-only" },
    body: JSON.stringify({ id: 11, name: "eleven" }),
    expect: {
      status: 201,
      check: (response) => expect(response.headers.get("location")).toBe("/tags?id=eq.11"),
    },
  },
  {
    name: "return=representation",
    path: "tags",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "return=representation" },
    body: JSON.stringify({ id: 12, name: "twelve" }),
    expect: {
      status: 201,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 12, name: "twelve" }]),
    },
  },
  refused("return=minimal on GET", "books", 400, "PGRST122", {
    headers: { Prefer: "return=minimal" },
  }),
  ...(["exact", "planned", "estimated"] as const).map((count): Case => ({
    name: `count=${count}`,
    path: "books?select=id&limit=1",
    headers: { Prefer: `count=${count}` },
    expect: {
      status: 206,
      check: (response) => expect(response.headers.get("content-range")).toMatch(/^0-0\/\d+$/),
    },
  })),
  {
    name: "resolution=merge-duplicates",
    path: "tags",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "resolution=merge-duplicates,return=representation" },
    body: JSON.stringify({ id: 1, name: "classical" }),
    expect: {
      status: 200,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 1, name: "classical" }]),
    },
  },
  {
    name: "resolution=ignore-duplicates",
    path: "tags",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "resolution=ignore-duplicates,return=representation" },
    body: JSON.stringify([
      { id: 1, name: "classical" },
      { id: 13, name: "new" },
    ]),
    expect: {
      status: 201,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 13, name: "new" }]),
    },
  },
  refused("resolution on PATCH", "tags?id=eq.1", 400, "PGRST122", {
    method: "PATCH",
    service: true,
    headers: { ...json, Prefer: "resolution=merge-duplicates" },
    body: JSON.stringify({ name: "x" }),
  }),
  {
    name: "missing=default",
    path: "books?columns=title,status",
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "missing=default,return=representation" },
    body: JSON.stringify([{ title: "A" }, { title: "B", status: "published" }]),
    expect: {
      status: 201,
      check: (_, text) =>
        expect(JSON.parse(text).map((row: { status: string }) => row.status)).toEqual([
          "draft",
          "published",
        ]),
    },
  },
  refused("missing=default on PATCH", "books?id=eq.1", 400, "PGRST122", {
    method: "PATCH",
    service: true,
    headers: { ...json, Prefer: "missing=default" },
    body: JSON.stringify({ title: "x" }),
  }),
  refused("tx=rollback where the configuration does not allow it", "tags", 400, "PGRST122", {
    method: "POST",
    service: true,
    headers: { ...json, Prefer: "tx=rollback" },
    body: JSON.stringify({ id: 14, name: "x" }),
  }),
  refused(
    "tx=commit where the configuration does not allow overriding it",
    "books",
    400,
    "PGRST122",
    { headers: { Prefer: "tx=commit" } },
  ),
  refused("max-affected on PATCH", "books?pages=gt.0", 400, "PGRST124", {
    method: "PATCH",
    service: true,
    headers: { ...json, Prefer: "handling=strict,max-affected=2" },
    body: JSON.stringify({ status: "x" }),
  }),
  refused("max-affected on GET", "books", 400, "PGRST122", {
    headers: { Prefer: "max-affected=1" },
  }),
  {
    name: "timezone",
    path: "rpc/greet?name=tz",
    headers: { Prefer: "timezone=America/Sao_Paulo" },
    expect: {
      status: 200,
      check: (response) =>
        expect(response.headers.get("preference-applied")).toContain("timezone=America/Sao_Paulo"),
    },
  },
  refused("unknown timezone", "books", 400, "PGRST122", {
    headers: { Prefer: "timezone=Mars/Olympus" },
  }),
  refused("unknown preference", "books", 400, "PGRST122", { headers: { Prefer: "foo, bar=baz" } }),
  {
    name: "unknown preference with handling=lenient, which the client asked for",
    path: "books?select=id&id=eq.1",
    headers: { Prefer: "handling=lenient, foo" },
    expect: { status: 200, check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 1 }]) },
  },
  refused("params=single-object (gone since PostgREST 12)", "rpc/echo_json", 400, "PGRST122", {
    method: "POST",
    headers: { ...json, Prefer: "params=single-object" },
    body: "{}",
  }),
  // ---- headers
  {
    name: "Accept: text/csv",
    path: "tags?order=id",
    headers: { Accept: "text/csv" },
    expect: {
      status: 200,
      check: (response, text) => {
        expect(response.headers.get("content-type")).toContain("text/csv");
        expect(text).toBe("id,name\n1,classic\n2,short\n3,essay");
      },
    },
  },
  refused("Accept: application/xml", "books", 406, "PGRST107", {
    headers: { Accept: "application/xml" },
  }),
  refused("Accept: the EXPLAIN plan media type", "books", 406, "PGRST107", {
    headers: { Accept: "application/vnd.pgrst.plan+json" },
  }),
  refused("Accept-Profile of a schema not exposed", "books", 406, "PGRST106", {
    headers: { "Accept-Profile": "library" },
  }),
  refused("Content-Profile of a schema not exposed", "tags", 406, "PGRST106", {
    method: "POST",
    headers: { ...json, "Content-Profile": "auth" },
    body: "{}",
  }),
  {
    name: "Range",
    path: "books?select=id&order=id",
    headers: { Range: "1-2", "Range-Unit": "items" },
    expect: {
      status: 200,
      check: (_, text) => expect(JSON.parse(text)).toEqual([{ id: 2 }, { id: 3 }]),
    },
  },
  refused("Range upside down", "books", 416, "PGRST103", { headers: { Range: "5-2" } }),
  refused("Range-Unit other than items", "books", 416, "PGRST103", {
    headers: { Range: "0-1", "Range-Unit": "bytes" },
  }),
  refused("Content-Type the backend does not read", "tags", 400, "PGRST102", {
    method: "POST",
    service: true,
    headers: { "Content-Type": "application/xml" },
    body: "<tag/>",
  }),
  refused("PUT", "tags?id=eq.1", 405, "PGRST117", {
    method: "PUT",
    service: true,
    headers: json,
    body: JSON.stringify({ id: 1, name: "x" }),
  }),
];

describe("rest: rule zero", () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: ${testCase.expect.code ? `refused with ${testCase.expect.status} ${testCase.expect.code}` : "honoured"}`, async () => {
      const response = await restFetch(backend(), testCase.path, {
        method: testCase.method ?? "GET",
        headers: {
          ...(testCase.service
            ? { Authorization: `Bearer ${backend().standIn.serviceRoleKey}` }
            : {}),
          ...testCase.headers,
        },
        body: testCase.body,
      });
      const text = await response.text();
      expect(response.status, text).toBe(testCase.expect.status);
      if (testCase.expect.code) {
        const body = JSON.parse(text) as Record<string, unknown>;
        expect(body).toMatchObject({ code: testCase.expect.code });
        expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
      }
      testCase.expect.check?.(response, text);
    });
  }

  it("names the refused preferences in details", async () => {
    const response = await restFetch(backend(), "books", {
      headers: { Prefer: "foo, tx=rollback" },
    });
    expect(await response.json()).toEqual({
      code: "PGRST122",
      message: "Invalid preferences given with handling=strict",
      details: "Invalid preferences: foo, tx=rollback",
      hint: null,
    });
  });

  it("leaves the data untouched when a write is refused", async () => {
    await restFetch(backend(), "books?pages=gt.0", {
      method: "PATCH",
      headers: {
        Authorization: `Bearer ${backend().standIn.serviceRoleKey}`,
        ...json,
        Prefer: "handling=strict,max-affected=2",
      },
      body: JSON.stringify({ status: "changed" }),
    });
    const rows = await backend().standIn.query<{ n: number }>(
      "select count(*)::int as n from public.books where status = 'changed'",
    );
    expect(rows[0]!.n).toBe(0);
  });
});
