import { describe, expect, it } from "vitest";

import { relativeNewsTime } from "./relative-time";

const NOW = new Date("2026-03-10T15:30:00Z");

describe("relativeNewsTime", () => {
  it("counts hours since fetching for an item published today", () => {
    expect(
      relativeNewsTime({ published: "2026-03-10", fetchedAt: "2026-03-10T12:10:00Z" }, NOW),
    ).toBe("3 h ago");
  });

  it("says just now within the first hour", () => {
    expect(relativeNewsTime({ published: null, fetchedAt: "2026-03-10T15:00:00Z" }, NOW)).toBe(
      "just now",
    );
  });

  it("says yesterday, then counts days", () => {
    expect(
      relativeNewsTime({ published: "2026-03-09", fetchedAt: "2026-03-10T01:00:00Z" }, NOW),
    ).toBe("yesterday");
    expect(
      relativeNewsTime({ published: "2026-03-05", fetchedAt: "2026-03-10T01:00:00Z" }, NOW),
    ).toBe("5 days ago");
  });

  it("is empty for an unreadable time", () => {
    expect(relativeNewsTime({ published: null, fetchedAt: "not a date" }, NOW)).toBe("");
  });
});
