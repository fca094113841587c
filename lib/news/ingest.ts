import type { SupabaseClient } from "@supabase/supabase-js";

import { fetchFeed } from "@/lib/news/fetch-feed";
import type { FetchFeedOptions } from "@/lib/news/fetch-feed";
import { parseFeed } from "@/lib/news/parse";
import type { FeedItem, IngestReport } from "@/lib/news/types";

const BATCH = 100;

export type IngestOptions = FetchFeedOptions & {
  /** A service-role client: `ai_news` accepts writes from the server only. */
  client: SupabaseClient;
  feeds: readonly string[];
};

/**
 * Reads every feed (in parallel; a failing feed is counted and the rest go on), de-duplicates the
 * items by canonical link and upserts them with `fetched_at = now()`. Items already stored are
 * refreshed, not duplicated, and count as skipped; so do duplicates across feeds.
 */
export async function ingestNews({
  client,
  feeds,
  ...fetchOptions
}: IngestOptions): Promise<IngestReport> {
  const results = await Promise.allSettled(
    feeds.map(async (feed) => parseFeed(await fetchFeed(feed, fetchOptions), feed)),
  );

  const failures: IngestReport["failures"] = [];
  const byLink = new Map<string, FeedItem>();
  let fetched = 0;
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      failures.push({ feed: feeds[index] ?? "", reason });
      return;
    }
    fetched += result.value.length;
    for (const item of result.value) if (!byLink.has(item.link)) byLink.set(item.link, item);
  });

  // One order for every run, so two overlapping runs lock the same rows in the same order instead
  // of deadlocking on each other's upserts.
  const items = [...byLink.values()].sort((a, b) =>
    a.link < b.link ? -1 : a.link > b.link ? 1 : 0,
  );
  let inserted = 0;
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    const links = batch.map((item) => item.link);
    const existing = await client.from("ai_news").select("link").in("link", links);
    if (existing.error) throw new Error(`reading ai_news failed: ${existing.error.message}`);
    const known = new Set((existing.data as { link: string }[]).map((row) => row.link));

    const fetchedAt = new Date().toISOString();
    const { error } = await client.from("ai_news").upsert(
      batch.map((item) => ({ ...item, fetched_at: fetchedAt, is_demo: false })),
      { onConflict: "link" },
    );
    if (error) throw new Error(`writing ai_news failed: ${error.message}`);
    inserted += links.filter((link) => !known.has(link)).length;
  }

  return {
    feeds: feeds.length,
    fetched,
    inserted,
    skipped: fetched - inserted,
    failed: failures.length,
    failures,
  };
}
