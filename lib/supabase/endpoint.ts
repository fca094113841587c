import { serverEnv } from "@/lib/server-env";
import type { SupabaseEndpoint } from "@/lib/supabase/config";

/**
 * Where the server reaches the backend: the address and public key the launcher handed over
 * (`SUPABASE_URL`, `SUPABASE_PUBLISHABLE_KEY`), else the hosted project's public pair. Kept out
 * of `config.ts`, which the browser loads, so the server's variables and their schema stay here.
 */
export function serverEndpoint(): SupabaseEndpoint {
  const env = serverEnv();
  const url = env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL;
  const key = env.SUPABASE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
  if (!url || !key) {
    throw new Error(
      "Supabase is not configured: start the site with `npm run dev` / `npm start` (they start the embedded backend), or set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (see .env.example).",
    );
  }
  return { url, key };
}
