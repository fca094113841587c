import "server-only";

import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";

import { visitorHeaders } from "@/lib/http/visitor-headers";
import { isHttpsRequest, sessionCookieOptions } from "@/lib/supabase/config";
import type { Database } from "@/lib/supabase/database.types";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import {
  markerCookie,
  markFromSessionCookies,
  withSessionLifetime,
} from "@/lib/supabase/session-marker";

/**
 * A server client bound to this request's cookies. Create one per request, never share it.
 * `fetch` replaces the one its calls go through (the password sign-in's carries a device token).
 */
export async function createClient({ fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  const cookieStore = await cookies();
  const { url, key } = serverEndpoint();
  // Calls leave from this server, so pass the visitor's address on for per-client rate limits,
  // and the request's id, which the backend's log lines carry.
  const requestHeaders = await headers();
  const secure = isHttpsRequest(requestHeaders);
  return createServerClient<Database>(url, key, {
    cookieOptions: sessionCookieOptions(secure),
    global: {
      fetch,
      headers: visitorHeaders(requestHeaders),
    },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) {
            cookieStore.set(name, value, withSessionLifetime(options));
          }
          const mark = markFromSessionCookies(cookiesToSet);
          if (mark !== undefined) {
            const marker = markerCookie(mark, secure);
            cookieStore.set(marker.name, marker.value, marker.options);
          }
        } catch {
          // Server Components cannot set cookies; proxy.ts refreshes the session instead.
        }
      },
    },
  });
}
