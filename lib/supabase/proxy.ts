import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";

import { clientAddress, forwardingHeaders } from "@/lib/security/client-address";
import { requestIdOf } from "@/lib/http/request-context";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id.mjs";
import { AUTH_STORAGE_KEY, isHttpsRequest } from "@/lib/supabase/config";
import type { Database } from "@/lib/supabase/database.types";
import { serverEndpoint } from "@/lib/supabase/endpoint";

/**
 * Refreshes the session cookie of a request and tells whether a verified user is signed in.
 * The returned response carries any rotated cookies; a redirect must copy them (see
 * `redirectWithCookies`), or the next request presents a spent refresh token.
 */
export async function updateSession(request: NextRequest) {
  let response = NextResponse.next({ request });
  const { url, key } = serverEndpoint();
  const supabase = createServerClient<Database>(url, key, {
    cookieOptions: { name: AUTH_STORAGE_KEY, secure: isHttpsRequest(request.headers) },
    // A token refresh leaves from this server on the visitor's behalf.
    global: {
      headers: {
        ...forwardingHeaders(clientAddress(request.headers)),
        [REQUEST_ID_HEADER]: requestIdOf(request.headers),
      },
    },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) {
          response.cookies.set(name, value, options);
        }
        // Never let a shared cache keep a response that sets session cookies.
        for (const [header, value] of Object.entries(headers ?? {})) {
          response.headers.set(header, value);
        }
      },
    },
  });

  // Nothing may run between creating the client and this call (it refreshes the tokens).
  const { data } = await supabase.auth.getClaims();
  return { response, claims: data?.claims ?? null };
}

/** A redirect that keeps the cookies `updateSession` set on its response. */
export function redirectWithCookies(to: URL, from: NextResponse): NextResponse {
  const redirect = NextResponse.redirect(to);
  for (const cookie of from.cookies.getAll()) redirect.cookies.set(cookie);
  const cacheControl = from.headers.get("cache-control");
  if (cacheControl) redirect.headers.set("cache-control", cacheControl);
  return redirect;
}
