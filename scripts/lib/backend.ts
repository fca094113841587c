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

/** Reads every row of a query page by page (PostgREST caps one answer at `max_rows`). */
export async function readAll<T>(
  page: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
  pageSize = 1000,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await page(from, from + pageSize - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if (!data || data.length < pageSize) return rows;
  }
}
