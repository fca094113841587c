// `npm run news:ingest`: reads the configured feeds into ai_news once and prints the report.
// Talks to the backend the command-line tools share (scripts/lib/backend.ts).
import { ingestNews } from "@/lib/news/ingest";
import { serverEnv } from "@/lib/server-env";
import { createStatelessClient } from "@/lib/supabase/stateless";

import { secretBackend } from "./lib/backend";

try {
  const { url, key } = await secretBackend();
  const feeds = serverEnv().NEWS_FEEDS;
  console.log(`news: reading ${feeds.length} feed(s) into ${url}`);
  const report = await ingestNews({ client: createStatelessClient({ url, key }), feeds });
  for (const failure of report.failures) console.warn(`news: ${failure.feed}: ${failure.reason}`);
  const { feeds: total, fetched, inserted, skipped, failed } = report;
  console.log(JSON.stringify({ feeds: total, fetched, inserted, skipped, failed }));
  process.exitCode = report.failed === report.feeds && report.feeds > 0 ? 1 : 0;
} catch (error) {
  console.error(`news: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
