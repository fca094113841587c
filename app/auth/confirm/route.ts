import type { EmailOtpType } from "@supabase/supabase-js";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";

import { FLASH_COOKIE, FLASH_MAX_AGE_SECONDS, type FlashKind } from "@/lib/auth/flash";
import { createClient } from "@/lib/supabase/server";
import { safeNextPath } from "@/lib/security/redirects";

const OTP_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change", "email"] as const;

function isOtpType(value: string | null): value is (typeof OTP_TYPES)[number] & EmailOtpType {
  return OTP_TYPES.some((type) => type === value);
}

async function flash(kind: FlashKind) {
  (await cookies()).set(FLASH_COOKIE, kind, {
    path: "/",
    maxAge: FLASH_MAX_AGE_SECONDS,
    sameSite: "lax",
  });
}

/**
 * Where the links in our e-mails land. A link carries either `token_hash` + `type` (the SSR e-mail
 * templates) or a PKCE `code` (the backend's own verify redirect); either one becomes a session
 * in this browser's cookies, then the visitor continues to a safe in-site `next`. A link that
 * fails (the backend's redirect then carries `error_code` instead of `code`) leads to a page that
 * says so and offers a new link.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const type = params.get("type");
  const tokenHash = params.get("token_hash");
  const code = params.get("code");
  const rawNext = params.get("next");
  const isRecovery = type === "recovery" || rawNext?.startsWith("/reset-password") === true;
  const isEmailChange = type === "email_change";
  const next = safeNextPath(
    rawNext ?? (isRecovery ? "/reset-password" : isEmailChange ? "/profile" : "/"),
  );

  const supabase = await createClient();
  let error: unknown = new Error("The link has no token.");
  let signedIn = false;
  try {
    if (tokenHash && isOtpType(type)) {
      const verified = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
      error = verified.error;
      signedIn = verified.data.session !== null;
    } else if (code) {
      ({ error } = await supabase.auth.exchangeCodeForSession(code));
    }
  } catch (thrown) {
    error = thrown;
  }

  if (!error) {
    // A confirmed sign-up lands signed in: greet the new member like the sign-up form does.
    if (type === "signup" || type === "email") await flash("signup");
    // The first of two e-mail change links is accepted without a session; the last one changes
    // the address and signs this browser in with it.
    if (isEmailChange) await flash(signedIn ? "email-changed" : "email-change-accepted");
    redirect(next);
  }

  if (isRecovery) redirect("/forgot-password?error=invalid_link");
  // A sign-up link that is used up or expired: the sign-up page offers a new one.
  redirect(
    type === "signup" || type === "email"
      ? "/signup?error=invalid_link"
      : "/login?error=invalid_link",
  );
}
