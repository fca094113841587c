import type { User } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";

import { setFlash } from "@/lib/auth/action-helpers";
import { requestLog } from "@/lib/log/request-log";
import { signedInDestination, siteOrigin } from "@/lib/security/redirects";
import { siteConfig } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";

/**
 * Whether this sign-in made the account: its Google identity was created with the account and
 * has not signed in since (a returning member's `last_sign_in_at` moves on; a linked identity is
 * younger than its account).
 */
function isNewAccount(user: User): boolean {
  const identity = user.identities?.find((candidate) => candidate.provider === "google");
  if (!identity?.created_at || !identity.last_sign_in_at) return false;
  const created = Date.parse(identity.created_at);
  return (
    Math.abs(Date.parse(identity.last_sign_in_at) - created) < 1_000 &&
    Math.abs(Date.parse(user.created_at) - created) < 5_000
  );
}

/** Codes of a refusal by the backend rather than the visitor's own cancel at Google. */
const BACKEND_REFUSALS = ["signup_disabled", "provider_email_needs_verification"];

/** Which message /login shows for the backend's `error` and `error_code`. */
function failureReason(error: string, code: string | null): string {
  if (code === "email_exists") return "google_email_exists";
  if (error === "access_denied" && !BACKEND_REFUSALS.includes(code ?? "")) {
    return "google_cancelled";
  }
  return "google_failed";
}

/**
 * Where the backend sends the browser back from Google: `?code=…` becomes the cookie session here
 * on the server (the PKCE verifier is in this site's cookie), then the visitor goes on to a safe
 * in-site `next`. A cancel or failure returns to /login, which says what happened.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const origin = siteOrigin(request.headers, siteConfig.url);
  const next = signedInDestination(params.get("next"));
  const toLogin = (reason: string) => {
    const url = new URL("/login", origin);
    url.searchParams.set("error", reason);
    if (next !== "/") url.searchParams.set("next", next);
    return NextResponse.redirect(url, 303);
  };

  const error = params.get("error");
  if (error) return toLogin(failureReason(error, params.get("error_code")));
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
  await setFlash(isNewAccount(exchanged.data.user) ? "signup" : "login");
  return NextResponse.redirect(new URL(next, origin), 303);
}
