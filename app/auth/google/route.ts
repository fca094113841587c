import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";

import { browserAuthorizeUrl, googleSignInEnabled } from "@/lib/auth/google";
import { GOOGLE_START_COOKIE, GOOGLE_START_MAX_AGE_SECONDS } from "@/lib/auth/google-start";
import { withRequest } from "@/lib/http/with-request";
import { requestLog } from "@/lib/log/request-log";
import { signedInDestination, siteOrigin } from "@/lib/security/redirects";
import { siteConfig } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";

/** /login with the reason a Google sign-in did not start, keeping where the visitor was going. */
function backToLogin(origin: string, reason: string, next: string) {
  const url = new URL("/login", origin);
  url.searchParams.set("error", reason);
  if (next !== "/") url.searchParams.set("next", next);
  return NextResponse.redirect(url, 303);
}

/**
 * "Continue with Google" links here (a plain link: no script before the click; a form could not
 * redirect to Google under the CSP's `form-action 'self'`). supabase-js starts the PKCE flow,
 * keeping its verifier in a cookie of this site beside the time the sign-in started, and the
 * browser goes on to the backend's `/authorize`, which sends it to Google. The router's prefetch
 * of the link starts nothing.
 */
export const GET = withRequest(async (request: NextRequest) => {
  if (request.headers.has("rsc") || request.headers.has("next-router-prefetch")) {
    return new Response(null, { status: 204 });
  }
  const origin = siteOrigin(request.headers, siteConfig.url);
  const next = signedInDestination(request.nextUrl.searchParams.get("next"));
  if (!(await googleSignInEnabled())) return backToLogin(origin, "google_unavailable", next);

  const callback = new URL("/auth/callback", origin);
  if (next !== "/") callback.searchParams.set("next", next);
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: callback.toString(), skipBrowserRedirect: true },
  });
  if (error || !data.url) {
    requestLog(request.headers, "/auth/google").error(
      { err: error, event: "auth.google_start_failed" },
      "could not start a Google sign-in",
    );
    return backToLogin(origin, "google_failed", next);
  }
  (await cookies()).set(GOOGLE_START_COOKIE, String(Date.now()), {
    path: "/auth/callback",
    maxAge: GOOGLE_START_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
  });
  return NextResponse.redirect(browserAuthorizeUrl(data.url, origin), 303);
});
