import type { SupabaseClient } from "@supabase/supabase-js";

import { fetchFeed } from "@/lib/news/fetch-feed";
import type { FetchFeedOptions } from "@/lib/news/fetch-feed";
import { parseFeed } from "@/lib/news/parse";
import type { FeedItem, IngestReport } from "@/lib/news/types";

const BATCH = 100;
/** Characters of links per look-up, so the `in.(…)` filter keeps the URL well under 8 KiB. */
const BATCH_LINK_CHARS = 3000;

/** Items in groups of at most BATCH whose links fit one look-up URL. */
function batches(items: FeedItem[]): FeedItem[][] {
  const groups: FeedItem[][] = [];
  let current: FeedItem[] = [];
  let chars = 0;
  for (const item of items) {
    const size = encodeURIComponent(item.link).length + 3;
    if (current.length > 0 && (current.length >= BATCH || chars + size > BATCH_LINK_CHARS)) {
      groups.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

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
  for (const batch of batches(items)) {
    const links = batch.map((item) => item.link);
    const existing = await client.from("ai_news").select("link").in("link", links);
    if (existing.error) throw new Error(`reading ai_news failed: ${existing.error.message}`);
    const known = new Set((existing.data as { link: string }[]).map((row) => row.link));

    const fetchedAt = new Date().toISOString();
    const store = (rows: FeedItem[]) =>
      client.from("ai_news").upsert(
        rows.map((item) => ({ ...item, fetched_at: fetchedAt, is_demo: false })),
        { onConflict: "link" },
      );
    const { error } = await store(batch);
    if (!error) {
      inserted += links.filter((link) => !known.has(link)).length;
      continue;
    }
    // One bad item must not cost the others: store them one by one and count the ones refused.
    let stored = 0;
    for (const item of batch) {
      const single = await store([item]);
      if (single.error) {
        failures.push({ feed: item.link, reason: `not stored: ${single.error.message}` });
      } else {
        stored++;
        if (!known.has(item.link)) inserted++;
      }
    }
    if (stored === 0) throw new Error(`writing ai_news failed: ${error.message}`);
  }
  const report = {
    feeds: feeds.length,
    fetched,
    inserted,
    skipped: fetched - inserted,
    failed: failures.length,
    failures,
  };
  await recordRun(client, report);
  return report;
}

/** Failures kept per run in `news_runs`: enough to see which feeds broke, bounded. */
const STORED_FAILURES = 50;

/**
 * Leaves the run in `news_runs` for the team console. A run that could not be recorded still
 * stored its news, so that failure joins the report instead of failing it.
 */
async function recordRun(client: SupabaseClient, report: IngestReport) {
  const { error } = await client.from("news_runs").insert({
    feeds: report.feeds,
    fetched: report.fetched,
    inserted: report.inserted,
    failed: report.failed,
    failures: report.failures.slice(0, STORED_FAILURES),
  });
  if (error) report.failures.push({ feed: "news_runs", reason: `not recorded: ${error.message}` });
}
