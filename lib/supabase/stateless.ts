import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import type { SupabaseEndpoint } from "@/lib/supabase/config";
import type { Database } from "@/lib/supabase/database.types";

// Node 20 has no global WebSocket and realtime-js refuses to construct without one; these
// clients never open a realtime channel.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by server-side clients");
  }
}

export type StatelessOptions = {
  /** Sent with every call, e.g. the visitor's forwarded address. */
  headers?: Record<string, string>;
  /** Each call gives up after this many milliseconds. */
  timeoutMs?: number;
};

/**
 * A client that keeps no session and opens no realtime channel: for one call or one job on the
 * server or in a command-line tool, never tied to cookies. Every such client is built here.
 */
export function createStatelessClient(
  { url, key }: SupabaseEndpoint,
  { headers = {}, timeoutMs }: StatelessOptions = {},
): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      headers,
      ...(timeoutMs === undefined
        ? {}
        : {
            fetch: (input: RequestInfo | URL, init?: RequestInit) =>
              fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
          }),
    },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}
