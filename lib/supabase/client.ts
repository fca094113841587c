import { createBrowserClient } from "@supabase/ssr";

import { AUTH_STORAGE_KEY, browserEndpoint } from "@/lib/supabase/config";
import type { Database } from "@/lib/supabase/database.types";

/** The browser client; @supabase/ssr keeps one instance per page. */
export function createClient() {
  const { url, key } = browserEndpoint();
  return createBrowserClient<Database>(url, key, {
    cookieOptions: { name: AUTH_STORAGE_KEY, secure: window.location.protocol === "https:" },
  });
}
