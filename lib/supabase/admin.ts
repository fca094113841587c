import "server-only";

import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import { serverEndpoint } from "@/lib/supabase/config";

// Node 20 has no global WebSocket and realtime-js refuses to construct without one; these
// clients never open a realtime channel.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by server-side clients");
  }
}

/** A client that keeps no session: for one call on the server, never tied to cookies. */
export function statelessClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}

/**
 * A client with the secret (service-role) key: it bypasses row-level security and reaches the
 * auth admin API. Only for server actions and scripts that have checked who is asking.
 */
export function createAdminClient(): SupabaseClient {
  const { url } = serverEndpoint();
  const key = process.env.SUPABASE_SECRET_KEY;
  if (!key) {
    throw new Error(
      "SUPABASE_SECRET_KEY is not set: account deletion and exports need the project's secret key (see .env.example).",
    );
  }
  return statelessClient(url, key);
}
