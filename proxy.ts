import { NextResponse, type NextRequest } from "next/server";

import { REQUEST_ID_HEADER, resolveRequestId } from "@/lib/http/request-id.mjs";
import { redirectWithCookies, updateSession } from "@/lib/supabase/proxy";

/** Pages that need a signed-in user; anyone else is sent to /login and brought back after. */
const PROTECTED_PREFIXES = ["/profile"];

/** Where the session matters: its cookie is refreshed there, and only there. */
const SESSION_PREFIXES = [
  ...PROTECTED_PREFIXES,
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/auth/",
  "/api/account/",
];

/**
 * Every page gets its request id here (lib/http/request-id.mjs), the same under `next start`,
 * behind nginx and on Vercel: the site's code reads it from the request, the response carries it
 * as X-Request-Id. Pages that need the session also have it refreshed.
 */
export async function proxy(request: NextRequest) {
  const requestId = resolveRequestId((name) => request.headers.get(name));
  request.headers.set(REQUEST_ID_HEADER, requestId);
  const { pathname, search } = request.nextUrl;

  let response: NextResponse;
  if (SESSION_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const session = await updateSession(request);
    response = session.response;
    if (!session.claims && PROTECTED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      const login = new URL("/login", request.url);
      login.searchParams.set("next", `${pathname}${search}`);
      response = redirectWithCookies(login, response);
    }
  } else {
    response = NextResponse.next({ request });
  }
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

// Everything but the build's files, the public folder's (a name with an extension), the backend
// gateway and the API routes that need no session: a proxy holds a request's body until it has
// run, and those routes read theirs as a bounded stream (lib/http/bounded-body.ts). They settle
// the request id themselves (lib/http/request-context.ts).
export const config = {
  matcher: ["/((?!_next/static|_next/image|supabase/|api/(?!account/)|.*\\.[A-Za-z0-9]+$).*)"],
};
