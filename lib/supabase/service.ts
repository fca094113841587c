import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import { serverEnv } from "@/lib/server-env";
import type { Database } from "@/lib/supabase/database.types";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient, type StatelessOptions } from "@/lib/supabase/stateless";

/**
 * A client with the secret (service-role) key: it bypasses row-level security and reaches the
 * auth admin API. Only for server code that has checked who is asking (account deletion, the
 * news ingestion job).
 */
export function createServiceClient(options?: StatelessOptions): SupabaseClient<Database> {
  const { url } = serverEndpoint();
  const key = serverEnv().SUPABASE_SECRET_KEY;
  if (!key) {
    throw new Error(
      "SUPABASE_SECRET_KEY is not set: account deletion, news ingestion and exports need the project's secret key (see .env.example).",
    );
  }
  return createStatelessClient({ url, key }, options);
}
