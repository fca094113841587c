import { describe, expect, it } from "vitest";

import { expectAnswer } from "../support/backend";

import { restFetch, libraryBackendForFile } from "../support/rest-fixture";

const backend = libraryBackendForFile();

/** Ids of `books` matching the raw query string, in id order. */
async function bookIds(query: string): Promise<number[]> {
  const response = await restFetch(backend(), `books?select=id&order=id&${query}`);
  const text = await response.text();
  expect(response.status, `${query}: ${text}`).toBe(200);
  return (JSON.parse(text) as { id: number }[]).map((row) => row.id);
}

const books = () => backend().anon().from("books").select("id").order("id");

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) {
  const { data, error } = await query;
  expect(error).toBeNull();
  return data!.map((row) => row.id);
}

describe("rest: logic trees", () => {
  it("combines or and and, nested and negated, at the top level", async () => {
    expect(await ids(books().or("pages.gt.300,price.is.null"))).toEqual([2, 3, 4]);
    expect(await ids(books().or("and(pages.gt.100,pages.lt.400),id.eq.4"))).toEqual([1, 2, 4]);
    expect(await bookIds("not.and=(pages.gt.100,author_id.eq.2)")).toEqual([1, 4]);
    expect(await bookIds("or=(id.eq.1,not.or(pages.lt.300,price.gt.14))")).toEqual([1, 3]);
    expect(await bookIds("and=(or(id.eq.1,id.eq.2),or(id.eq.2,id.eq.3))")).toEqual([2]);
  });

  it("takes quoted values, lists and arrays inside trees", async () => {
    expect(await bookIds(`or=(title.eq."Hour of the Star",id.in.(1,2))`)).toEqual([1, 2, 4]);
    expect(await bookIds("or=(genres.cs.{poetry},genres.cs.{science})")).toEqual([1, 3]);
    expect(await ids(books().or('title.eq."Aleph, the",title.like.Ale*'))).toEqual([3]);
  });

  it("applies trees on embedded resources", async () => {
    const { data, error } = await backend()
      .anon()
      .from("authors")
      .select("id, books!author_id(id)")
      .or("pages.gt.300,id.eq.1", { referencedTable: "books" })
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, books: [{ id: 1 }] },
      { id: 2, books: [{ id: 2 }, { id: 3 }] },
      { id: 3, books: [] },
    ]);
  });
});

describe("rest: operators", () => {
  it("negates every operator with not.", async () => {
    expect(await bookIds("pages=not.gt.300")).toEqual([1, 4]);
    expect(await bookIds("id=not.in.(1,2)")).toEqual([3, 4]);
    expect(await bookIds("price=not.is.null")).toEqual([1, 2, 3]);
    expect(await bookIds("title=not.like.*a*")).toEqual([2, 3]);
    expect(await bookIds("genres=not.cs.{fiction}")).toEqual([1]);
    expect(await bookIds("blurb=not.fts.quick")).toEqual([2, 3]);
  });

  it("matches like and ilike against any or all of several patterns", async () => {
    expect(await ids(books().likeAnyOf("title", ["Ale%", "%Star"]))).toEqual([3, 4]);
    expect(await ids(books().ilikeAllOf("title", ["%a%", "%n%"]))).toEqual([1]);
    expect(await bookIds("title=like(any).{Fic*,*Notes}")).toEqual([1, 2]);
    expect(await bookIds("pages=gt(all).{100,200}")).toEqual([2, 3]);
    expect(await bookIds("id=eq(any).{2,4}")).toEqual([2, 4]);
  });

  it("filters arrays, ranges and JSON with cs, cd and ov", async () => {
    expect(await ids(books().contains("genres", ["fiction"]))).toEqual([2, 3, 4]);
    expect(await ids(books().containedBy("genres", ["fiction", "poetry"]))).toEqual([2, 3, 4]);
    expect(await ids(books().overlaps("genres", ["poetry", "science"]))).toEqual([1, 3]);
    expect(await ids(books().contains("meta", { info: { lang: "es" } }))).toEqual([2, 3]);
    expect(await ids(books().contains("period", "[6,8]"))).toEqual([1, 2]);
    expect(await ids(books().overlaps("period", "[8,22)"))).toEqual([1, 2, 3]);
  });

  it("compares ranges with sl sr nxr nxl adj", async () => {
    expect(await ids(books().rangeLt("period", "[10,12)"))).toEqual([1]);
    expect(await ids(books().rangeGt("period", "[10,12)"))).toEqual([3]);
    expect(await ids(books().rangeLte("period", "[1,10)"))).toEqual([1]);
    expect(await ids(books().rangeGte("period", "[5,6)"))).toEqual([2, 3]);
    expect(await ids(books().rangeAdjacent("period", "[30,40)"))).toEqual([3]);
  });

  it("searches text with fts, plfts, phfts and wfts, with or without a configuration", async () => {
    expect(await ids(books().textSearch("blurb", "quick & fox"))).toEqual([1]);
    expect(await ids(books().textSearch("blurb", "quick", { config: "english" }))).toEqual([1, 4]);
    expect(await ids(books().textSearch("blurb", "mirrors libraries", { type: "plain" }))).toEqual([
      2,
    ]);
    expect(await ids(books().textSearch("blurb", "brown fox", { type: "phrase" }))).toEqual([1]);
    expect(
      await ids(books().textSearch("blurb", '"infinite libraries" or star', { type: "websearch" })),
    ).toEqual([2, 4]);
  });

  it("matches regular expressions, distinctness and unknown", async () => {
    expect(await bookIds("title=match.^[A-F]")).toEqual([1, 2, 3]);
    expect(await bookIds("title=imatch.^a")).toEqual([1, 3]);
    expect(await bookIds("editor_id=isdistinct.2")).toEqual([2, 3]);
    // IS UNKNOWN is for booleans, so Postgres refuses it on a number, as behind PostgREST.
    const unknown = await restFetch(backend(), "books?price=is.unknown");
    await expectAnswer(unknown, 400, { code: "42804" });
    expect(await ids(books().is("price", null))).toEqual([4]);
  });

  it("reads casts and JSON paths in select, filters and order", async () => {
    const { data, error } = await backend()
      .anon()
      .from("books")
      .select("id, isbn:meta->>isbn, lang:meta->info->>lang, pages::text, rank:meta->rank")
      .eq("meta->info->>lang", "es")
      .order("meta->rank", { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, isbn: "222", lang: "es", pages: "350", rank: 1 },
      { id: 3, isbn: "333", lang: "es", pages: "400", rank: 2 },
    ]);
    expect(await bookIds("meta->>isbn=in.(111,333)")).toEqual([1, 3]);
    expect(await bookIds("meta->rank=gt.1")).toEqual([1, 3]);
    const named = await restFetch(backend(), "books?select=meta->info->>lang&id=eq.1");
    expect(await named.json()).toEqual([{ lang: "en" }]);
  });

  it("refuses what PostgREST refuses, with PGRST100", async () => {
    for (const query of [
      "id=eq",
      "id=between.1.2",
      "id=in.1,2",
      "or=(id.eq.1",
      "or=id.eq.1",
      "pages=gt(some).{1}",
      "id=in(any).(1)",
      "select=id::text;drop",
      "order=id.sideways",
      "title=is.maybe",
    ]) {
      const response = await restFetch(backend(), `books?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: "PGRST100" });
    }
  });
});
