import { describe, expect, it } from "vitest";

import { canonicalLink } from "@/lib/news/canonical";

describe("canonicalLink", () => {
  it.each([
    ["https://Example.COM/a/b/", "https://example.com/a/b"],
    ["https://example.com/a?utm_source=x&utm_medium=rss&id=3", "https://example.com/a?id=3"],
    ["https://example.com/a?b=2&a=1#section", "https://example.com/a?a=1&b=2"],
    ["https://example.com/a?fbclid=1&gclid=2&UTM_Campaign=z", "https://example.com/a"],
    ["http://example.com:80/x//", "http://example.com/x"],
    ["https://user:pw@example.com/x", "https://example.com/x"],
    ["https://example.com", "https://example.com/"],
    ["https://example.com/", "https://example.com/"],
  ])("turns %s into %s", (raw, expected) => {
    expect(canonicalLink(raw)).toBe(expected);
  });

  it("resolves relative links against the base", () => {
    expect(canonicalLink("/posts/1/", "https://blog.example.com/feed.xml")).toBe(
      "https://blog.example.com/posts/1",
    );
    expect(canonicalLink("post-2", "https://blog.example.com/news/")).toBe(
      "https://blog.example.com/news/post-2",
    );
  });

  it("gives the same link for variants of one article", () => {
    const variants = [
      "https://news.example.com/story/",
      "https://NEWS.example.com/story?utm_source=feed",
      "https://news.example.com/story#comments",
    ];
    expect(new Set(variants.map((link) => canonicalLink(link))).size).toBe(1);
  });

  it.each(["", "   ", "javascript:alert(1)", "mailto:a@b.c", "ftp://example.com/x", "not a url"])(
    "rejects %j",
    (raw) => {
      expect(canonicalLink(raw)).toBeNull();
    },
  );

  it("rejects relative links without a base", () => {
    expect(canonicalLink("/posts/1")).toBeNull();
  });
});
