import { describe, expect, it } from "vitest";

import { addressErasureSchema, inboxQuerySchema } from "./admin";

describe("inboxQuerySchema", () => {
  it("reads the inbox's address, falling back on anything unreadable", () => {
    expect(inboxQuerySchema.parse({})).toEqual({ state: "new", q: "", page: 1 });
    expect(inboxQuerySchema.parse({ state: "handled", q: "  fees ", page: "3" })).toEqual({
      state: "handled",
      q: "fees",
      page: 3,
    });
    expect(inboxQuerySchema.parse({ state: "spam", page: "-2", q: ["a", "b"] })).toEqual({
      state: "new",
      q: "a",
      page: 1,
    });
  });
});

describe("addressErasureSchema", () => {
  it("erases only once the same address is typed again, ignoring case", () => {
    expect(
      addressErasureSchema.safeParse({
        email: "Asha@Example.com",
        confirmation: "asha@example.COM",
      }).success,
    ).toBe(true);
    const mismatch = addressErasureSchema.safeParse({
      email: "asha@example.com",
      confirmation: "other@example.com",
    });
    expect(mismatch.error?.issues[0]?.path).toEqual(["confirmation"]);
  });
});
