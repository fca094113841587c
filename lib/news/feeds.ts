/**
 * The feeds the ingestion job reads. `NEWS_FEEDS` (comma-separated http(s) URLs) replaces the list,
 * e.g. to point tests at fixture feeds on 127.0.0.1.
 */
export const DEFAULT_NEWS_FEEDS = [
  "https://openai.com/news/rss.xml",
  "https://blog.google/technology/ai/rss/",
  "https://deepmind.google/blog/rss.xml",
  "https://huggingface.co/blog/feed.xml",
  "https://www.technologyreview.com/topic/artificial-intelligence/feed",
  "https://techcrunch.com/category/artificial-intelligence/feed/",
  "https://venturebeat.com/category/ai/feed/",
] as const;

export function newsFeeds(env: { NEWS_FEEDS?: string }): string[] {
  const raw = env.NEWS_FEEDS?.trim();
  if (!raw) return [...DEFAULT_NEWS_FEEDS];
  const feeds = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const feed of feeds) {
    let url: URL;
    try {
      url = new URL(feed);
    } catch {
      throw new Error(`NEWS_FEEDS: not a URL: ${feed}`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new Error(`NEWS_FEEDS: only http(s) feeds are allowed: ${feed}`);
    }
  }
  return [...new Set(feeds)];
}
