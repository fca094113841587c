import { describe, expect, it } from "vitest";

import {
  parseFilter,
  parseList,
  parseOrder,
  parsePrefer,
  parseSelect,
  quoteIdent,
} from "./rest-query";

describe("parseList", () => {
  it("splits on commas outside double quotes and unescapes inside them", () => {
    expect(parseList('(1,"a,b",c)', "f")).toEqual(["1", "a,b", "c"]);
    expect(parseList('("say \\"hi\\"",x)', "f")).toEqual(['say "hi"', "x"]);
    expect(parseList("()", "f")).toEqual([]);
    expect(parseList("(a,)", "f")).toEqual(["a", ""]);
  });

  it("rejects anything that is not a closed list", () => {
    for (const raw of ["(1);drop", "1,2", '("open', '("a"b)', '(a"b)']) {
      expect(() => parseList(raw, "f"), raw).toThrow(expect.objectContaining({ code: "PGRST100" }));
    }
  });
});

describe("parseFilter", () => {
  it("reads the operator, negation and value, turning like's * into %", () => {
    expect(parseFilter("a", "eq.1.5")).toEqual({
      column: "a",
      negate: false,
      op: "eq",
      value: "1.5",
    });
    expect(parseFilter("a", "not.is.null")).toEqual({
      column: "a",
      negate: true,
      op: "is",
      value: "null",
    });
    expect(parseFilter("a", "ilike.*x*")).toMatchObject({ op: "ilike", value: "%x%" });
    expect(parseFilter("a", "in.(1,2)")).toMatchObject({ op: "in", values: ["1", "2"] });
  });

  it("rejects unknown operators and is-values", () => {
    for (const raw of ["regex.x", "eq", "is.maybe", "cs.{1}"]) {
      expect(() => parseFilter("a", raw), raw).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});

describe("parseOrder", () => {
  it("reads several terms with direction and nulls placement", () => {
    expect(parseOrder('a.desc.nullslast,b,"odd col".asc')).toEqual([
      { column: "a", descending: true, nulls: "last" },
      { column: "b", descending: false, nulls: null },
      { column: "odd col", descending: false, nulls: null },
    ]);
  });

  it("rejects anything else", () => {
    for (const raw of ["a;drop", "a.sideways", "a.desc.asc", 'a"b', "a desc"]) {
      expect(() => parseOrder(raw), raw).toThrow(expect.objectContaining({ code: "PGRST100" }));
    }
  });
});

describe("parseSelect", () => {
  it("reads *, columns and alias:column", () => {
    expect(parseSelect("*,n:name,id")).toEqual([
      { kind: "star" },
      { kind: "column", column: "name", alias: "n" },
      { kind: "column", column: "id", alias: "id" },
    ]);
    expect(parseSelect(null)).toEqual([{ kind: "star" }]);
  });

  it("rejects injection attempts, embedding and casts", () => {
    for (const raw of ["*;drop table x", 'a"b', "rel(*)", "a::text", "a->b", '"x"";--"', "a b"]) {
      expect(() => parseSelect(raw), raw).toThrow(expect.objectContaining({ code: "PGRST100" }));
    }
  });
});

describe("quoteIdent", () => {
  it("doubles embedded quotes", () => {
    expect(quoteIdent('odd "col')).toBe('"odd ""col"');
  });
});

describe("parsePrefer", () => {
  it("reads the comma-joined list supabase-js sends", () => {
    expect(parsePrefer("resolution=merge-duplicates, count=exact,return=representation")).toEqual({
      return: "representation",
      count: true,
      resolution: "merge-duplicates",
    });
    expect(parsePrefer(undefined)).toEqual({ return: null, count: false, resolution: null });
  });
});
