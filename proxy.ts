import { NextResponse, type NextRequest } from "next/server";

import { googleFailureLanding } from "@/lib/auth/google-failure";
import { CLIENT_ERROR_LISTENER } from "@/lib/client-errors/listener";
import { isProduction } from "@/lib/env";
import { REQUEST_ID_HEADER, resolveRequestId } from "@/lib/http/request-id.mjs";
import {
  contentSecurityPolicy,
  CSP_HEADER,
  isRenderedPerRequest,
  newNonce,
  scriptHash,
} from "@/lib/security/csp.mjs";
import { platformEnv, policySources } from "@/lib/server-env";
import { redirectWithCookies, updateSession } from "@/lib/supabase/proxy";

/** Pages that need a signed-in user; anyone else is sent to /login and brought back after. */
const PROTECTED_PREFIXES = ["/profile", "/admin"];

/** The team console, whose pages follow a change of the account's role at once. */
const CONSOLE_PREFIX = "/admin";

/** Where the session matters: its cookie is refreshed there, and only there. */
const SESSION_PREFIXES = [
  ...PROTECTED_PREFIXES,
  "/login",
  "/signup",
  "/forgot-password",
  "/hi/login",
  "/hi/signup",
  "/hi/forgot-password",
  "/reset-password",
  "/auth/",
  "/api/account/",
];

// The one inline script of ours on every page, allowed by its hash beside the nonce.
const listenerHash = scriptHash(CLIENT_ERROR_LISTENER);

/**
 * The policy of a page rendered per request, with a nonce of its own. Next reads it from the
 * request's header and puts the nonce on every script it writes; prerendered pages have the
 * hashes of theirs (scripts/csp-hashes.mjs), and development keeps next.config.ts's policy. A
 * form posted to a prerendered page before its script ran (a server action) has the page rendered
 * afresh with the answer, whose scripts no build-time hash knows: it gets a nonce too.
 */
async function perRequestPolicy(pathname: string, method: string): Promise<string | null> {
  if (!isProduction) return null;
  if (method !== "POST" && !isRenderedPerRequest(pathname)) return null;
  return contentSecurityPolicy({
    scripts: [`'nonce-${newNonce()}'`, await listenerHash],
    ...policySources(),
  });
}

/** The most a page's POST (a server action: its form's fields) may carry. */
const MAX_POST_BYTES = 64 * 1024;

/**
 * Whether a POST's declared length is within the limit. Browsers declare the length of every
 * form they post; a body sent without one is cut at the same size by next.config.ts's
 * `proxyClientMaxBodySize` and refused by its `serverActions.bodySizeLimit`, though Next answers
 * that with a 500 where this answers what it is, a 413.
 */
function postFits(headers: Headers): boolean {
  const declared = headers.get("content-length");
  return declared === null || Number(declared) <= MAX_POST_BYTES;
}

/**
 * Every page gets its request id here (lib/http/request-id.mjs), the same under `next start`,
 * behind nginx and on Vercel: the site's code reads it from the request, the response carries it
 * as X-Request-Id. Pages that need the session also have it refreshed, and pages rendered per
 * request get their script nonce. A Google sign-in the backend sent to the home page with its
 * error goes to /login, which says so (lib/auth/google-failure.ts).
 */
export async function proxy(request: NextRequest) {
  const requestId = resolveRequestId((name) => request.headers.get(name), {
    onVercel: platformEnv.onVercel(),
  });
  request.headers.set(REQUEST_ID_HEADER, requestId);
  if (request.method === "POST" && !postFits(request.headers)) {
    return new NextResponse("The form sent more than this site accepts.", {
      status: 413,
      headers: { [REQUEST_ID_HEADER]: requestId, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const landing = googleFailureLanding(request.nextUrl);
  if (landing) {
    const redirect = NextResponse.redirect(landing, 303);
    redirect.headers.set("Cache-Control", "no-store");
    redirect.headers.set(REQUEST_ID_HEADER, requestId);
    return redirect;
  }
  const { pathname, search } = request.nextUrl;
  const policy = await perRequestPolicy(pathname, request.method);
  if (policy) request.headers.set(CSP_HEADER, policy);

  let response: NextResponse;
  if (SESSION_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const session = await updateSession(request, {
      syncRole: pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`),
    });
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
  if (policy) response.headers.set(CSP_HEADER, policy);
  return response;
}

// Everything but the build's files, the public folder's (a name with an extension), the backend
// gateway and the API routes that need no session: a proxy holds a request's body until it has
// run, and those routes read theirs as a bounded stream (lib/http/bounded-body.ts). They settle
// the request id themselves (lib/http/request-context.ts) by `proxyRunsFor`, which restates this
// matcher in lib/http/proxy-scope.ts: change both (proxy-scope.test.ts checks they agree).
export const config = {
  matcher: ["/((?!_next/static|_next/image|supabase/|api/(?!account/)|.*\\.[A-Za-z0-9]+$).*)"],
};
