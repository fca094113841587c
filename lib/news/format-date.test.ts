import { describe, expect, it } from "vitest";

import { formatNewsDate } from "@/lib/news/format-date";

describe("formatNewsDate", () => {
  it.each([
    ["2026-03-05", "March 05, 2026"],
    ["2026-11-22", "November 22, 2026"],
    ["2026-01-01", "January 01, 2026"],
    ["2026-12-31T23:59:59.000Z", "December 31, 2026"],
    ["2026-07-04T00:30:00+02:00", "July 03, 2026"],
  ])("formats %s as %s in UTC", (value, expected) => {
    expect(formatNewsDate(value)).toBe(expected);
  });

  it("gives an empty string for an unreadable date", () => {
    expect(formatNewsDate("yesterday")).toBe("");
  });

  it("writes Hindi month names for a Hindi page", () => {
    expect(formatNewsDate("2026-03-05", "hi")).toBe("मार्च 05, 2026");
  });
});
