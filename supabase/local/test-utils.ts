import { createClient } from "@supabase/supabase-js";
import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";

import { startStandIn } from "./server";
import type { RequestLog, StandIn, StandInOptions } from "./server";

export interface TestBackend {
  standIn: StandIn;
  requests: RequestLog[];
  anon(headers?: Record<string, string>): SupabaseClient;
  service(): SupabaseClient;
  /** A client signed in as a fresh user. */
  signedIn(
    name?: string,
  ): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>;
}

// Node 20 has no global WebSocket and realtime-js refuses to construct without one; these tests
// never open a realtime channel.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the stand-in tests");
  }
}

export function client(
  url: string,
  key: string,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function startTestBackend(options: StandInOptions = {}): Promise<TestBackend> {
  const standIn = await startStandIn({ dataDir: "memory://", port: 0, ...options });
  const requests: RequestLog[] = [];
  standIn.onRequest((entry) => requests.push(entry));
  const backend: TestBackend = {
    standIn,
    requests,
    anon: (headers) => client(standIn.url, standIn.anonKey, headers),
    service: () => client(standIn.url, standIn.serviceRoleKey),
    async signedIn(name = "Test User") {
      const email = uniqueEmail();
      const password = "correct-horse-1";
      const supabase = backend.anon();
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { data: { full_name: name } },
      });
      if (error || !data.user || !data.session)
        throw error ?? new Error("signUp returned no session");
      return { client: supabase, id: data.user.id, email, password };
    },
  };
  return backend;
}
