// The backend a command-line tool talks to with the secret key: SUPABASE_URL (or
// NEXT_PUBLIC_SUPABASE_URL) + SUPABASE_SECRET_KEY when set, else the running embedded backend's
// address and keys from `${EMBEDDED_DATA_DIR}.ready.json` (written by scripts/with-backend.mjs).
import { readFile } from "node:fs/promises";

import type { SupabaseClient } from "@supabase/supabase-js";

import { serverEnv } from "@/lib/server-env";
import { createStatelessClient } from "@/lib/supabase/stateless";

export async function secretBackend(): Promise<{ url: string; key: string }> {
  const env = serverEnv();
  const url = env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL;
  const key = env.SUPABASE_SECRET_KEY;
  if (url && key) return { url, key };
  const readyFile = `${process.env.EMBEDDED_DATA_DIR ?? ".data/dev"}.ready.json`;
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

export async function secretClient(): Promise<{ url: string; client: SupabaseClient }> {
  const { url, key } = await secretBackend();
  return {
    url,
    client: createStatelessClient({ url, key }),
  };
}

export { readAll } from "@/lib/supabase/read-all";
