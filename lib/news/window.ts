import type { Lang } from "@/lib/i18n/lang";
import { formatNewsDate } from "@/lib/news/format-date";
import type { NewsItem } from "@/lib/news/types";
import type { Database } from "@/lib/supabase/database.types";

/** The spec's one-day window: from today's date (UTC, 00:00) to 24 hours later. */
export function newsWindow(now: Date = new Date()): { from: string; to: string } {
  const day = now.toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00.000Z`);
  return { from: from.toISOString(), to: new Date(from.getTime() + 86_400_000).toISOString() };
}

/** The columns of an `ai_news` row the feed shows. */
export type NewsRow = Pick<
  Database["public"]["Tables"]["ai_news"]["Row"],
  "id" | "title" | "published" | "source" | "link" | "summary" | "fetched_at" | "is_demo"
>;

/** Maps rows to items, keeping the first (newest) row per link. */
export function toNewsItems(rows: readonly NewsRow[], lang: Lang = "en"): NewsItem[] {
  const seen = new Set<string>();
  const items: NewsItem[] = [];
  for (const row of rows) {
    if (seen.has(row.link)) continue;
    seen.add(row.link);
    const fetchedAt = new Date(row.fetched_at).toISOString();
    items.push({
      id: row.id,
      title: row.title,
      published: row.published,
      source: row.source,
      link: row.link,
      summary: row.summary,
      fetchedAt,
      displayDate: formatNewsDate(row.published ?? fetchedAt, lang),
      isDemo: row.is_demo,
    });
  }
  return items;
}
