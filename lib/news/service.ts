import "server-only";

import { ingestNews } from "@/lib/news/ingest";
import { newsFeeds } from "@/lib/news/feeds";
import { newsClient } from "@/lib/news/supabase";
import type { IngestReport } from "@/lib/news/types";

/** One ingestion run with the server's service-role key and the configured feeds. */
export async function runNewsIngestion(): Promise<IngestReport> {
  const url = process.env.SUPABASE_URL || process.env.NEXT_PUBLIC_SUPABASE_URL;
  const key = process.env.SUPABASE_SECRET_KEY;
  if (!url || !key) throw new Error("SUPABASE_URL and SUPABASE_SECRET_KEY are required");
  return ingestNews({ client: newsClient(url, key), feeds: newsFeeds() });
}
