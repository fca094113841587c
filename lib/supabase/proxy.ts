import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";

import { hasTeamRole } from "@/lib/admin/role";
import { visitorHeaders } from "@/lib/http/visitor-headers";
import { verifiedClaims } from "@/lib/supabase/claims";
import { isHttpsRequest, SESSION_MARKER_COOKIE, sessionCookieOptions } from "@/lib/supabase/config";
import type { Database } from "@/lib/supabase/database.types";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import {
  markerCookie,
  markFromSessionCookies,
  type SessionMark,
  withSessionLifetime,
} from "@/lib/supabase/session-marker";

/**
 * Refreshes the session cookie of a request and tells whether a verified user is signed in.
 * The returned response carries any rotated cookies; a redirect must copy them (see
 * `redirectWithCookies`), or the next request presents a spent refresh token. With `syncRole`
 * the auth server is asked for the account's team role, and a token that says otherwise is
 * refreshed now: a grant or revocation takes effect on the next page of the console.
 */
export async function updateSession(
  request: NextRequest,
  { syncRole = false }: { syncRole?: boolean } = {},
) {
  let response = NextResponse.next({ request });
  const { url, key } = serverEndpoint();
  const secure = isHttpsRequest(request.headers);
  // The marker the response leaves: `undefined` while nothing has said to change it.
  let mark: SessionMark | undefined;
  const supabase = createServerClient<Database>(url, key, {
    cookieOptions: sessionCookieOptions(secure),
    // A token refresh leaves from this server on the visitor's behalf.
    global: {
      headers: visitorHeaders(request.headers),
    },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) {
          response.cookies.set(name, value, withSessionLifetime(options));
        }
        mark = markFromSessionCookies(cookiesToSet) ?? mark;
        // Never let a shared cache keep a response that sets session cookies.
        for (const [header, value] of Object.entries(headers ?? {})) {
          response.headers.set(header, value);
        }
      },
    },
  });

  // Nothing may run between creating the client and this call (it refreshes the tokens).
  let claims = await verifiedClaims(supabase);
  if (syncRole && claims) {
    const { data } = await supabase.auth.getUser();
    if (data.user && hasTeamRole(data.user.app_metadata) !== hasTeamRole(claims.app_metadata)) {
      const refreshed = await supabase.auth.refreshSession();
      claims = refreshed.error ? null : await verifiedClaims(supabase);
    }
  }
  // Keep the marker in step with the session the server just verified: a session without one
  // (from before it existed) gets it, a marker whose session is gone is removed.
  const hasMarker = request.cookies.has(SESSION_MARKER_COOKIE);
  if (mark === undefined && claims && !hasMarker) {
    mark = { email: typeof claims.email === "string" ? claims.email : null };
  } else if (mark === undefined && !claims && hasMarker) {
    mark = null;
  }
  if (mark !== undefined) {
    const marker = markerCookie(mark, secure);
    response.cookies.set(marker.name, marker.value, marker.options);
  }
  return { response, claims };
}

/** A redirect that keeps the cookies `updateSession` set on its response. */
export function redirectWithCookies(to: URL, from: NextResponse): NextResponse {
  const redirect = NextResponse.redirect(to);
  for (const cookie of from.cookies.getAll()) redirect.cookies.set(cookie);
  const cacheControl = from.headers.get("cache-control");
  if (cacheControl) redirect.headers.set("cache-control", cacheControl);
  return redirect;
}
