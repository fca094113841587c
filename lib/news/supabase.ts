import { createClient } from "@supabase/supabase-js";
import type { SupabaseClient } from "@supabase/supabase-js";

// Node 20 has no global WebSocket and realtime-js will not construct without a transport; the news
// code never opens a realtime channel.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the news code");
  }
}

/** A stateless supabase-js client (no session, no realtime) for one call or one ingestion run. */
export function newsClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}
