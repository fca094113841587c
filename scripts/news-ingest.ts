// `npm run news:ingest`: reads the configured feeds into ai_news once and prints the report.
// Uses SUPABASE_URL + SUPABASE_SECRET_KEY when set, else the running embedded backend's address and
// keys from `${STANDIN_DATA_DIR}.ready.json` (written by scripts/with-backend.mjs).
import { readFile } from "node:fs/promises";

import { newsFeeds } from "@/lib/news/feeds";
import { ingestNews } from "@/lib/news/ingest";
import { newsClient } from "@/lib/news/supabase";

async function backend(): Promise<{ url: string; key: string }> {
  const url = process.env.SUPABASE_URL || process.env.NEXT_PUBLIC_SUPABASE_URL;
  const key = process.env.SUPABASE_SECRET_KEY;
  if (url && key) return { url, key };
  const readyFile = `${process.env.STANDIN_DATA_DIR ?? ".data/dev"}.ready.json`;
  try {
    const ready = JSON.parse(await readFile(readyFile, "utf8")) as {
      url?: string;
      serviceRoleKey?: string;
    };
    if (ready.url && ready.serviceRoleKey) return { url: ready.url, key: ready.serviceRoleKey };
  } catch {
    // Not running; explained below.
  }
  throw new Error(
    `no backend: set SUPABASE_URL and SUPABASE_SECRET_KEY, or start the site with \`npm run dev\` (it writes ${readyFile}).`,
  );
}

try {
  const { url, key } = await backend();
  const feeds = newsFeeds();
  console.log(`news: reading ${feeds.length} feed(s) into ${url}`);
  const report = await ingestNews({ client: newsClient(url, key), feeds });
  for (const failure of report.failures) console.warn(`news: ${failure.feed}: ${failure.reason}`);
  const { feeds: total, fetched, inserted, skipped, failed } = report;
  console.log(JSON.stringify({ feeds: total, fetched, inserted, skipped, failed }));
  process.exitCode = report.failed === report.feeds && report.feeds > 0 ? 1 : 0;
} catch (error) {
  console.error(`news: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
