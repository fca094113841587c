import { describe, expect, it } from "vitest";

import { pageQuery } from "./page-query";

describe("pageQuery", () => {
  it.each([
    ["an in-site page", { next: "/profile?tab=1" }, "/profile?tab=1"],
    ["nothing without the parameter", {}, ""],
    ["home for another site", { next: "//evil.example" }, "/"],
    ["home for an absolute address", { next: "https://evil.example/" }, "/"],
    ["nothing when the parameter is repeated", { next: ["/a", "/b"] }, ""],
  ])("reads `next` as %s", async (_, params, expected) => {
    expect((await pageQuery(Promise.resolve(params))).next).toBe(expected);
  });

  it("passes `error` on and reads none when absent", async () => {
    expect((await pageQuery(Promise.resolve({ error: "invalid_link" }))).error).toBe(
      "invalid_link",
    );
    expect((await pageQuery(Promise.resolve({}))).error).toBeNull();
  });
});
