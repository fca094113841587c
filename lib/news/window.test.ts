import { describe, expect, it } from "vitest";

import { toNewsItems, type NewsRow } from "@/lib/news/window";

const row = (overrides: Partial<NewsRow>): NewsRow => ({
  id: 1,
  title: "A",
  published: null,
  source: "S",
  link: "https://news.example/a",
  summary: null,
  fetched_at: "2026-03-05T23:30:00+00:00",
  is_demo: false,
  ...overrides,
});

describe("toNewsItems", () => {
  it("keeps the first row per link and prints the published day, else the fetch day, in UTC", () => {
    const items = toNewsItems([
      row({ id: 3, published: "2026-02-01", link: "https://news.example/a" }),
      row({ id: 2, published: "2026-01-01", link: "https://news.example/a" }),
      row({ id: 1, link: "https://news.example/b" }),
    ]);
    expect(items.map((item) => [item.id, item.displayDate, item.fetchedAt])).toEqual([
      [3, "February 01, 2026", "2026-03-05T23:30:00.000Z"],
      [1, "March 05, 2026", "2026-03-05T23:30:00.000Z"],
    ]);
  });
});
