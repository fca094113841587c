import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { FeedParseError, parseFeed, toDateOnly } from "@/lib/news/parse";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/news/${name}`, import.meta.url), "utf8");

/** The items a fixture feed should give: rows of title, link path and published date. */
function itemsOf(source: string, base: string, rows: [string, string, string | null][]) {
  return rows.map(([title, path, published]) => ({
    title,
    link: `${base}/${path}`,
    source,
    published,
    summary: null,
  }));
}

describe("parseFeed", () => {
  it("reads an RSS 2.0 feed with canonical, de-duplicated links", () => {
    const items = parseFeed(fixture("rss.xml"), "https://ai-weekly.example.com/feed.xml");
    expect(items).toEqual(
      itemsOf("Fixture AI Weekly", "https://ai-weekly.example.com/posts", [
        ["Open model tops reasoning benchmark", "open-model-benchmark", "2026-11-21"],
        ["Agents & tools: what changed this week", "agents-and-tools", "2026-11-21"],
        ["No date on this one", "undated", null],
        ["Bad date", "bad-date", null],
      ]),
    );
  });

  it("reads an Atom feed, resolving relative links against the site link", () => {
    const items = parseFeed(fixture("atom.xml"), "https://research.example.org/blog/atom.xml");
    expect(items).toEqual(
      itemsOf("Fixture Research Blog", "https://research.example.org/blog", [
        ["Scaling laws, revisited", "scaling-laws-revisited", "2026-11-19"],
        ["Only an updated date", "updated-only", "2026-11-18"],
        ["No date at all", "no-date", null],
      ]),
    );
  });

  it("resolves relative links against the feed URL when the channel has no link", () => {
    const xml = `<rss version="2.0"><channel><title>T</title>
      <item><title>A</title><link>a/b</link></item></channel></rss>`;
    expect(parseFeed(xml, "https://x.example.com/news/feed.xml")[0]?.link).toBe(
      "https://x.example.com/news/a/b",
    );
  });

  it("keeps a plain-text summary from an RSS description or an Atom summary", () => {
    const rss = `<rss version="2.0"><channel><title>T</title>
      <item><title>A</title><link>https://x.example.com/a</link>
      <description>&lt;p&gt;Two  labs &lt;b&gt;agree&lt;/b&gt; on a shared eval.&lt;/p&gt;</description></item>
      </channel></rss>`;
    expect(parseFeed(rss, "https://x.example.com/feed")[0]?.summary).toBe(
      "Two labs agree on a shared eval.",
    );
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
      <entry><title>B</title><link href="https://x.example.com/b"/>
      <summary>${"word ".repeat(100)}</summary></entry></feed>`;
    const summary = parseFeed(atom, "https://x.example.com/feed")[0]?.summary ?? "";
    expect(summary.length).toBeLessThanOrEqual(280);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("names the source after the host when the feed has no title", () => {
    const xml = `<rss version="2.0"><channel>
      <item><title>A</title><link>https://x.example.com/a</link></item></channel></rss>`;
    expect(parseFeed(xml, "https://www.x.example.com/feed")[0]?.source).toBe("x.example.com");
  });

  it("keeps one item per link within a feed", () => {
    const item = (query: string) =>
      `<item><title>Same</title><link>https://x.example.com/a/${query}</link></item>`;
    const xml = `<rss version="2.0"><channel><title>T</title>${item("")}${item("?utm_campaign=x")}${item("#top")}</channel></rss>`;
    expect(parseFeed(xml, "https://x.example.com/feed")).toHaveLength(1);
  });

  it("returns no items for an empty feed", () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Empty</title></feed>`;
    expect(parseFeed(xml, "https://x.example.com/feed")).toEqual([]);
  });

  it.each([
    ["malformed XML", "<rss><channel><title>Broken</channel></rss>"],
    ["an HTML page", "<html><body><p>Not a feed</p></body></html>"],
    ["plain text", "Internal Server Error"],
  ])("rejects %s", (_, xml) => {
    expect(() => parseFeed(xml, "https://x.example.com/feed")).toThrow(FeedParseError);
  });
});

describe("toDateOnly", () => {
  it.each([
    ["Sat, 21 Nov 2026 09:30:00 GMT", "2026-11-21"],
    ["2026-11-19T08:00:00Z", "2026-11-19"],
    ["", null],
    ["not a date", null],
    ["0001-01-01T00:00:00Z", null],
  ])("reads %j as %j", (raw, expected) => {
    expect(toDateOnly(raw)).toBe(expected);
  });
});
