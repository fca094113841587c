import { describe, expect, it } from "vitest";

import { libraryBackendForFile, restFetch, startLibraryBackend } from "../support/rest-fixture";

const backend = libraryBackendForFile({ dbAggregatesEnabled: true });

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await restFetch(backend(), path);
  return { status: response.status, body: await response.json() };
}

/** A refusal as PostgREST answers it: the status, and its error body with all four keys. */
function restError(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
) {
  return { status, body: { code, message, details, hint } };
}

describe("rest: embedding over foreign keys", () => {
  it("embeds many-to-one by table, column or constraint name, with aliases", async () => {
    const { data, error } = await backend()
      .anon()
      .from("books")
      .select("title, author:authors!author_id(name), editor:editor_id(name)")
      .in("id", [1, 3])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Analytical Notes", author: { name: "Ada" }, editor: { name: "Borges" } },
      { title: "Aleph", author: { name: "Borges" }, editor: null },
    ]);
    const byConstraint = await get("books?select=id,books_editor_id_fkey(name)&id=eq.2");
    expect(byConstraint.body).toEqual([{ id: 2, books_editor_id_fkey: { name: "Ada" } }]);
  });

  it("refuses two embeds under one key at one level rather than answering only one", async () => {
    const twice = await get("books?select=authors!author_id(name),authors!editor_id(name)&id=eq.1");
    expect(twice).toEqual(
      restError(400, "42712", 'table name "books_authors_1" specified more than once'),
    );
    const aliased = await get(
      "books?select=author:authors!author_id(name),editor:authors!editor_id(name)&id=eq.1",
    );
    expect(aliased.body).toEqual([{ author: { name: "Ada" }, editor: { name: "Borges" } }]);
  });

  it("embeds one-to-many by the foreign key's constraint name", async () => {
    const edited = await get("authors?select=name,books_editor_id_fkey(title)&id=eq.1");
    expect(edited).toEqual({
      status: 200,
      body: [{ name: "Ada", books_editor_id_fkey: [{ title: "Ficciones" }] }],
    });
  });

  it("takes a self-referencing table's own name for its children, the column for its parent", async () => {
    await backend().standIn.exec(`
      create table if not exists public.shelves (
        id bigint primary key, name text not null, parent_id bigint references public.shelves (id)
      );
      truncate public.shelves;
      insert into public.shelves values (1, 'root', null), (2, 'left', 1), (3, 'right', 1);
    `);
    const children = await get("shelves?select=name,shelves(name)&id=eq.1&shelves.order=id");
    expect(children).toEqual({
      status: 200,
      body: [{ name: "root", shelves: [{ name: "left" }, { name: "right" }] }],
    });
    const parent = await get("shelves?select=name,parent_id(name)&id=eq.2");
    expect(parent.body).toEqual([{ name: "left", parent_id: { name: "root" } }]);
    const hinted = await get("shelves?select=name,shelves!shelves_parent_id_fkey(name)");
    expect(hinted.status).toBe(300);
  });

  it("embeds one-to-many, one-to-one and many-to-many through the join table", async () => {
    const { data, error } = await backend()
      .anon()
      .from("authors")
      .select("name, author_profiles(bio), books!author_id(title, tags(name))")
      .eq("id", 2)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: "Borges",
      author_profiles: { bio: "Librarian" },
      books: [
        { title: "Ficciones", tags: [{ name: "classic" }, { name: "short" }] },
        { title: "Aleph", tags: [{ name: "classic" }] },
      ],
    });
    const reverse = await get("tags?select=name,books(id)&id=eq.2&books.order=id");
    expect(reverse.body).toEqual([{ name: "short", books: [{ id: 2 }, { id: 4 }] }]);
  });

  it("answers PGRST200 with no relationship and 300 PGRST201 listing the candidates", async () => {
    const none = await get("books?select=id,suggestions(*)");
    expect(none).toEqual(
      restError(
        400,
        "PGRST200",
        "Could not find a relationship between 'books' and 'suggestions' in the schema cache",
        "Searched for a foreign key relationship between 'books' and 'suggestions' in the schema 'public', but no matches were found.",
      ),
    );
    const ambiguous = await get("authors?select=id,books(id)");
    expect(ambiguous).toEqual(
      restError(
        300,
        "PGRST201",
        "Could not embed because more than one relationship was found for 'authors' and 'books'",
        [
          {
            cardinality: "one-to-many",
            embedding: "authors with books",
            relationship: "books_author_id_fkey using authors(id) and books(author_id)",
          },
          {
            cardinality: "one-to-many",
            embedding: "authors with books",
            relationship: "books_editor_id_fkey using authors(id) and books(editor_id)",
          },
        ],
        "Try changing 'books' to one of the following: 'books!books_author_id_fkey', 'books!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      ),
    );
    const hinted = await get("authors?select=id,books!nope(id)");
    expect(hinted.body).toMatchObject({
      code: "PGRST200",
      details: expect.stringContaining("using the hint 'nope'"),
    });
  });

  it("filters, orders and pages embedded resources, and filters parents with !inner", async () => {
    const embedded = await backend()
      .anon()
      .from("authors")
      .select("id, books!author_id(id, pages)")
      .gt("books.pages", 100)
      .order("pages", { referencedTable: "books", ascending: false })
      .limit(1, { referencedTable: "books" })
      .order("id");
    expect(embedded.data).toEqual([
      { id: 1, books: [{ id: 1, pages: 120 }] },
      { id: 2, books: [{ id: 3, pages: 400 }] },
      { id: 3, books: [] },
    ]);
    const inner = await backend()
      .anon()
      .from("authors")
      .select("id, books!author_id!inner(id)")
      .eq("books.title", "Aleph");
    expect(inner.data).toEqual([{ id: 2, books: [{ id: 3 }] }]);
    const left = await get("authors?select=id,author_profiles!left(bio)&order=id");
    expect((left.body as unknown[]).length).toBe(3);
    const nullFilter = await get(
      "authors?select=id,author_profiles(bio)&author_profiles=is.null&order=id",
    );
    expect(nullFilter.body).toEqual([{ id: 3, author_profiles: null }]);
    const onlyFiltering = await get("books?select=id,tags!inner()&tags.name=eq.essay");
    expect(onlyFiltering.body).toEqual([{ id: 1 }]);
  });

  it("orders by a to-one embedded column and refuses a to-many one with PGRST118", async () => {
    const ordered = await get(
      "books?select=id,author:authors!author_id(name)&order=author(name).desc,id",
    );
    expect((ordered.body as { id: number }[]).map((row) => row.id)).toEqual([4, 2, 3, 1]);
    const refused = await get("authors?select=id,books!author_id(id)&order=books(id)");
    expect(refused).toMatchObject({ status: 400, body: { code: "PGRST118" } });
  });

  it("spreads a to-one embed into its parent", async () => {
    const { data } = await backend()
      .anon()
      .from("books")
      .select("title, ...authors!author_id(author_name:name, country)")
      .eq("id", 2);
    expect(data).toEqual([{ title: "Ficciones", author_name: "Borges", country: "AR" }]);
  });

  it("counts and aggregates in embedded and top-level selects", async () => {
    const counts = await get("authors?select=name,books!author_id(count)&order=id");
    expect(counts.body).toEqual([
      { name: "Ada", books: [{ count: 1 }] },
      { name: "Borges", books: [{ count: 2 }] },
      { name: "Clarice", books: [{ count: 1 }] },
    ]);
    const grouped = await get(
      "books?select=author_id,pages.sum(),total:price.max(),count()&author_id=not.is.null&order=author_id",
    );
    expect(grouped.body).toEqual([
      { author_id: 1, sum: 120, total: 10, count: 1 },
      { author_id: 2, sum: 750, total: 15, count: 2 },
      { author_id: 3, sum: 90, total: null, count: 1 },
    ]);
  });

  it("aggregates inside a to-one embed, spread or not, per parent row", async () => {
    const nested = await get(
      "books?select=id,authors!author_id(id.sum(),count())&id=in.(1,2)&order=id",
    );
    expect(nested).toEqual({
      status: 200,
      body: [
        { id: 1, authors: { sum: 1, count: 1 } },
        { id: 2, authors: { sum: 2, count: 1 } },
      ],
    });
    const spread = await get(
      "books?select=id,...authors!editor_id(editor_ids:id.sum(),name)&id=in.(2,3)&order=id",
    );
    expect(spread).toEqual({
      status: 200,
      body: [
        { id: 2, editor_ids: 1, name: "Ada" },
        { id: 3, editor_ids: null, name: null },
      ],
    });
  });

  it("embeds computed relationships and selects, filters and orders computed fields", async () => {
    const related = await get("authors?select=name,long_books(title)&id=eq.2");
    expect(related.body).toEqual([
      { name: "Borges", long_books: [{ title: "Ficciones" }, { title: "Aleph" }] },
    ]);
    const toOne = await get("books?select=id,writer(name)&id=eq.4");
    expect(toOne.body).toEqual([{ id: 4, writer: { name: "Clarice" } }]);
    const fields = await get("books?select=id,summary&summary=like.A*&order=summary.desc");
    expect(fields.body).toEqual([
      { id: 1, summary: "Analytical Notes (120 pages)" },
      { id: 3, summary: "Aleph (400 pages)" },
    ]);
  });

  it("embeds in the representation of a write", async () => {
    const { data, error } = await backend()
      .service()
      .from("books")
      .insert({ title: "New", author_id: 3 })
      .select("title, authors!author_id(name)");
    expect(error).toBeNull();
    expect(data).toEqual([{ title: "New", authors: { name: "Clarice" } }]);
    await backend().standIn.exec("delete from public.books where title = 'New'");
  });
});

describe("rest: row-level security through embeds", () => {
  it("never shows user B the notes of user A, embedded or not", async () => {
    const a = await backend().signedIn("Reader A");
    const b = await backend().signedIn("Reader B");
    expect(
      (await a.client.from("notes").insert({ book_id: 2, body: "A's secret" })).error,
    ).toBeNull();
    expect(
      (await b.client.from("notes").insert({ book_id: 2, body: "B's note" })).error,
    ).toBeNull();

    const seenByB = await b.client.from("books").select("id, notes(body)").eq("id", 2).single();
    expect(seenByB.data).toEqual({ id: 2, notes: [{ body: "B's note" }] });
    const seenByA = await a.client.from("books").select("id, notes(body)").eq("id", 2).single();
    expect(seenByA.data).toEqual({ id: 2, notes: [{ body: "A's secret" }] });
    const anon = await backend()
      .anon()
      .from("books")
      .select("id, notes(body)")
      .eq("id", 2)
      .single();
    expect(anon.data).toEqual({ id: 2, notes: [] });

    const innerB = await b.client
      .from("books")
      .select("id, notes!inner(body)")
      .eq("notes.body", "A's secret");
    expect(innerB.data).toEqual([]);
    const countB = await b.client
      .from("authors")
      .select("name, books!author_id(notes(count))")
      .eq("id", 2)
      .single();
    expect(countB.data).toEqual({
      name: "Borges",
      books: [{ notes: [{ count: 1 }] }, { notes: [{ count: 0 }] }],
    });
  });
});

describe("rest: exposed schemas", () => {
  it("serves another schema through Accept-Profile when the configuration exposes it", async () => {
    const other = await startLibraryBackend({ dbSchemas: ["public", "library"] });
    try {
      const shelves = await other
        .anon()
        .schema("library")
        .from("shelves")
        .select("label")
        .order("id");
      expect(shelves.data).toEqual([{ label: "fiction" }, { label: "poetry" }]);
      const refused = await restFetch(other, "books", { headers: { "Accept-Profile": "auth" } });
      expect(refused.status).toBe(406);
      expect(await refused.json()).toEqual({
        code: "PGRST106",
        message: "Invalid schema: auth",
        details: null,
        hint: "Only the following schemas are exposed: public, library",
      });
    } finally {
      await other.standIn.close();
    }
    const notExposed = await backend().anon().schema("library").from("shelves").select();
    expect(notExposed.status).toBe(406);
    expect(notExposed.error?.code).toBe("PGRST106");
  }, 60_000);
});
