// `npm run news:ingest`: reads the configured feeds into ai_news once and prints the report, then
// deletes what is kept no longer (public.enforce_retention: the same schedule runs both). Talks
// to the backend the command-line tools share (scripts/lib/backend.ts).
import { ingestNews } from "@/lib/news/ingest";
import { enforceRetention } from "@/lib/retention/enforce";
import { serverEnv } from "@/lib/server-env";
import { createStatelessClient } from "@/lib/supabase/stateless";

import { secretBackend } from "./lib/backend";

try {
  const { url, key } = await secretBackend();
  const env = serverEnv();
  const feeds = env.NEWS_FEEDS;
  const client = createStatelessClient({ url, key });
  console.log(`news: reading ${feeds.length} feed(s) into ${url}`);
  const report = await ingestNews({ client, feeds });
  for (const failure of report.failures) console.warn(`news: ${failure.feed}: ${failure.reason}`);
  const { feeds: total, fetched, inserted, skipped, failed } = report;
  console.log(JSON.stringify({ feeds: total, fetched, inserted, skipped, failed }));
  const retention = await enforceRetention(client, env.CONTACT_MESSAGE_RETENTION_MONTHS);
  console.log(`retention: ${JSON.stringify(retention)}`);
  process.exitCode = report.failed === report.feeds && report.feeds > 0 ? 1 : 0;
} catch (error) {
  console.error(`news: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
