import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";

import { setFlash } from "@/lib/auth/action-helpers";
import { googleFailureReason } from "@/lib/auth/google-failure";
import { GOOGLE_START_COOKIE, madeBySignIn, parseGoogleStart } from "@/lib/auth/google-start";
import { withRequest } from "@/lib/http/with-request";
import { requestLog } from "@/lib/log/request-log";
import { signedInDestination, siteOrigin } from "@/lib/security/redirects";
import { siteConfig } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";

/**
 * Where the backend sends the browser back from Google: `?code=…` becomes the cookie session here
 * on the server (the PKCE verifier is in this site's cookie), then the visitor goes on to a safe
 * in-site `next`. A cancel or failure returns to /login, which says what happened.
 */
export const GET = withRequest(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const origin = siteOrigin(request.headers, siteConfig.url);
  const next = signedInDestination(params.get("next"));
  const toLogin = (reason: string) => {
    const url = new URL("/login", origin);
    url.searchParams.set("error", reason);
    if (next !== "/") url.searchParams.set("next", next);
    return NextResponse.redirect(url, 303);
  };

  const jar = await cookies();
  const startedAt = parseGoogleStart(jar.get(GOOGLE_START_COOKIE)?.value);
  jar.delete({ name: GOOGLE_START_COOKIE, path: "/auth/callback" });

  const error = params.get("error");
  if (error) return toLogin(googleFailureReason(error, params.get("error_code")));
  const code = params.get("code");
  if (!code) return toLogin("google_failed");

  const supabase = await createClient();
  const exchanged = await supabase.auth
    .exchangeCodeForSession(code)
    .catch((thrown: unknown) => ({ data: { user: null }, error: thrown }));
  if (exchanged.error || !exchanged.data.user) {
    requestLog(request.headers, "/auth/callback").warn(
      { err: exchanged.error, event: "auth.google_exchange_failed" },
      "a Google sign-in's code could not be exchanged",
    );
    return toLogin("google_failed");
  }
  await setFlash(madeBySignIn(exchanged.data.user, startedAt) ? "signup" : "login");
  return NextResponse.redirect(new URL(next, origin), 303);
});
