import "server-only";

import { ingestNews } from "@/lib/news/ingest";
import type { IngestReport } from "@/lib/news/types";
import { serverEnv } from "@/lib/server-env";
import { createServiceClient } from "@/lib/supabase/service";

/** One ingestion run with the server's service-role key and the configured feeds. */
export async function runNewsIngestion(): Promise<IngestReport> {
  return ingestNews({ client: createServiceClient(), feeds: serverEnv().NEWS_FEEDS });
}
