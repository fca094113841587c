import { describe, expect, it } from "vitest";

import {
  parseFilter,
  parseLogic,
  parseOrder,
  parsePreferences,
  parseQuery,
  parseRangeHeader,
  parseSelect,
} from "../../src/rest/grammar";

const refused = (code = "PGRST100") => expect.objectContaining({ code });

/** A selected column as parseSelect reads it: no JSON path, and no alias, cast or aggregate unless given. */
const column = (name: string, given: Record<string, string> = {}) => ({
  kind: "field",
  field: { name, json: [] },
  alias: null,
  cast: null,
  aggregate: null,
  aggregateCast: null,
  ...given,
});

describe("parseSelect", () => {
  it("reads columns, aliases, casts, JSON paths and aggregates", () => {
    expect(
      parseSelect("id,label:name,pages::text,meta->a->>0,total:price.sum()::int,count()"),
    ).toEqual([
      column("id"),
      column("name", { alias: "label" }),
      column("pages", { cast: "text" }),
      {
        kind: "field",
        field: {
          name: "meta",
          json: [
            { arrow: "->", key: "a", index: false },
            { arrow: "->>", key: "0", index: true },
          ],
        },
        alias: null,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
      column("price", { alias: "total", aggregate: "sum", aggregateCast: "int" }),
      { kind: "count", alias: null, cast: null },
    ]);
  });

  it("reads embeds with alias, hint, join type, spread and nesting", () => {
    expect(parseSelect("*,a:authors!fk!inner(name,books(*)),...tags!left(),x!hint(id)")).toEqual([
      { kind: "star" },
      {
        kind: "embed",
        name: "authors",
        alias: "a",
        hint: "fk",
        join: "inner",
        spread: false,
        select: [
          column("name"),
          {
            kind: "embed",
            name: "books",
            alias: null,
            hint: null,
            join: null,
            spread: false,
            select: [{ kind: "star" }],
          },
        ],
      },
      {
        kind: "embed",
        name: "tags",
        alias: null,
        hint: null,
        join: "left",
        spread: true,
        select: [],
      },
      {
        kind: "embed",
        name: "x",
        alias: null,
        hint: "hint",
        join: null,
        spread: false,
        select: [column("id")],
      },
    ]);
  });

  it("rejects injection attempts and malformed trees", () => {
    for (const raw of [
      "id;drop",
      "id)",
      "a(b",
      "id::text;drop",
      "price.median()",
      "a!b!c!d(x)",
      '"open',
    ]) {
      expect(() => parseSelect(raw), raw).toThrow(refused());
    }
  });
});

describe("parseFilter", () => {
  it("reads operators, negation, quantifiers, fts configs and embed paths", () => {
    expect(parseFilter("books.title", "not.like(any).{A*,B*}")).toEqual({
      path: ["books"],
      node: {
        kind: "condition",
        field: { name: "title", json: [] },
        negate: true,
        op: "like",
        quantifier: "any",
        value: "{A*,B*}",
      },
    });
    expect(parseFilter("blurb", "wfts(english).a b").node).toMatchObject({
      op: "wfts",
      config: "english",
      value: "a b",
    });
    expect(parseFilter("id", 'in.(1,"a,b",c)').node).toMatchObject({ values: ["1", "a,b", "c"] });
    expect(parseFilter("meta->>k", "eq.1.5").node).toMatchObject({
      field: { name: "meta", json: [{ arrow: "->>", key: "k", index: false }] },
      value: "1.5",
    });
  });

  it("rejects unknown operators, bad lists and is-values", () => {
    for (const [key, raw] of [
      ["id", "regex.1"],
      ["id", "in.1,2"],
      ["id", "is.maybe"],
      ["id", "eq"],
      ["id", "cs(any).{1}"],
      ["id::text", "eq.1"],
    ] as const) {
      expect(() => parseFilter(key, raw), `${key}=${raw}`).toThrow(refused());
    }
  });
});

describe("parseLogic", () => {
  it("reads nested and negated trees with quoted values and arrays", () => {
    expect(parseLogic("books.not.or", '(a.eq."x,y",and(b.cs.{1,2},c.not.is.null))')).toEqual({
      path: ["books"],
      node: {
        kind: "logic",
        operator: "or",
        negate: true,
        children: [
          {
            kind: "condition",
            field: { name: "a", json: [] },
            negate: false,
            op: "eq",
            quantifier: null,
            value: "x,y",
          },
          {
            kind: "logic",
            operator: "and",
            negate: false,
            children: [
              {
                kind: "condition",
                field: { name: "b", json: [] },
                negate: false,
                op: "cs",
                quantifier: null,
                value: "{1,2}",
              },
              {
                kind: "condition",
                field: { name: "c", json: [] },
                negate: true,
                op: "is",
                value: "null",
              },
            ],
          },
        ],
      },
    });
  });

  it("rejects unbalanced or empty trees", () => {
    for (const raw of ["(a.eq.1", "a.eq.1", "()", "(xor(a.eq.1))"]) {
      expect(() => parseLogic("or", raw), raw).toThrow(refused());
    }
  });
});

describe("parseOrder", () => {
  it("reads directions, nulls placement, JSON paths and related columns", () => {
    expect(parseOrder("a.desc.nullslast,meta->k,author(name).asc")).toEqual([
      { relation: null, field: { name: "a", json: [] }, descending: true, nulls: "last" },
      {
        relation: null,
        field: { name: "meta", json: [{ arrow: "->", key: "k", index: false }] },
        descending: false,
        nulls: null,
      },
      { relation: "author", field: { name: "name", json: [] }, descending: false, nulls: null },
    ]);
    for (const raw of ["id.sideways", "id.desc.nulls", "id;drop"]) {
      expect(() => parseOrder(raw), raw).toThrow(refused());
    }
  });
});

describe("parseQuery", () => {
  it("splits reserved parameters, filters, trees, ranges and function arguments", () => {
    const query = parseQuery(
      new URLSearchParams(
        "select=id&id=eq.1&books.limit=2&offset=3&or=(a.eq.1)&name=Ada&books.order=id",
      ),
    );
    expect(query.filters.map((filter) => filter.node.kind)).toEqual(["condition", "logic"]);
    expect(query.ranges.get("books")).toEqual({ limit: 2, offset: 0 });
    expect(query.ranges.get("")).toEqual({ limit: null, offset: 3 });
    expect(query.order[0]!.path).toEqual(["books"]);
    expect(query.args).toEqual([["name", "Ada"]]);
  });
});

describe("parsePreferences", () => {
  it("reads every preference and keeps what it does not understand", () => {
    expect(
      parsePreferences(
        "return=representation, count=planned,resolution=ignore-duplicates,missing=default,tx=rollback,max-affected=5,timezone=UTC,handling=lenient,foo,count=maybe",
      ),
    ).toEqual({
      handling: "lenient",
      return: "representation",
      count: "planned",
      resolution: "ignore-duplicates",
      missing: "default",
      tx: "rollback",
      maxAffected: 5,
      timezone: "UTC",
      invalid: ["foo", "count=maybe"],
    });
    expect(parsePreferences(undefined).handling).toBe("strict");
  });
});

describe("parseRangeHeader", () => {
  it("reads closed and open ranges and refuses the rest with 416", () => {
    expect(parseRangeHeader("0-9")).toEqual({ limit: 10, offset: 0 });
    expect(parseRangeHeader("5-")).toEqual({ limit: null, offset: 5 });
    expect(parseRangeHeader(undefined)).toBeNull();
    for (const raw of ["9-0", "a-b", "-5"]) {
      expect(() => parseRangeHeader(raw), raw).toThrow(refused("PGRST103"));
    }
  });
});
