import { readFile } from "node:fs/promises";

import type { Database } from "@gurukul/embedded-supabase";

type DemoItem = { title: string; summary: string; source: string; link: string; daysAgo: number };

const UTC_MIDNIGHT = "(date_trunc('day', now() at time zone 'utc') at time zone 'utc')";
const DEMO_FILE = new URL("./demo-news.json", import.meta.url);

/**
 * Gives today's window demo items (`is_demo = true`) so a new checkout shows a populated
 * /ai-updates. Runs on every start; demo rows are refreshed to today, real items are left alone.
 */
export async function seedDemoNews(db: Database): Promise<number> {
  const [table] = await db.query<{ exists: boolean }>(
    "select to_regclass('public.ai_news') is not null as exists",
  );
  if (!table?.exists) return 0;
  const [today] = await db.query<{ count: number }>(
    `select count(*)::int as count from public.ai_news where fetched_at >= ${UTC_MIDNIGHT}`,
  );
  if ((today?.count ?? 0) > 0) return 0;

  const items = JSON.parse(await readFile(DEMO_FILE, "utf8")) as DemoItem[];
  let seeded = 0;
  for (const [index, item] of items.entries()) {
    // Later items are a moment older, so "newest first" keeps the file's order.
    const rows = await db.query(
      `insert into public.ai_news as n (title, summary, source, link, published, fetched_at, is_demo)
       values ($1, $6, $2, $3, (now() at time zone 'utc')::date - $4::int, greatest(now() - make_interval(secs => $5::int), ${UTC_MIDNIGHT}), true)
       on conflict (link) do update set fetched_at = excluded.fetched_at, published = excluded.published,
         title = excluded.title, summary = excluded.summary
         where n.is_demo
       returning id`,
      [item.title, item.source, item.link, item.daysAgo, index, item.summary],
    );
    seeded += rows.length;
  }
  return seeded;
}

/** The seed the embedded backend runs on start and as each UTC day begins (`--seed-module`). */
export default seedDemoNews;
