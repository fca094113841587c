"use server";

import { redirect } from "next/navigation";

import { attempt, setFlash } from "@/lib/auth/action-helpers";
import {
  defaultDestination,
  invalidLinkPage,
  isEmailLinkType,
  type EmailLinkType,
} from "@/lib/auth/email-link";
import { safeNextPath } from "@/lib/security/redirects";
import { createClient } from "@/lib/supabase/server";

/** Where a redeemed link leads, with the toast that greets the visitor there. */
async function afterRedeemed(type: EmailLinkType | null, signedIn: boolean, next: string) {
  if (type === "signup" || type === "email") await setFlash("signup");
  if (type === "magiclink" || type === "invite") await setFlash("login");
  if (type === "email_change") {
    // The first of two e-mail change links is accepted without a session; the last one changes
    // the address and signs this browser in with it.
    await setFlash(signedIn ? "email-changed" : "email-change-accepted");
  }
  redirect(next);
}

/**
 * The button of `/auth/confirm`: only this POST redeems an e-mailed link, so a mail scanner that
 * opens the link (a GET) leaves it working. A `token_hash` works in any browser (the address is
 * confirmed, and this browser signed in); a PKCE `code` only in the browser that asked for it.
 */
export async function confirmEmailLinkAction(formData: FormData): Promise<void> {
  const rawType = formData.get("type");
  const type = isEmailLinkType(rawType) ? rawType : null;
  const tokenHash = formData.get("token_hash");
  const code = formData.get("code");
  const rawNext = formData.get("next");
  const next =
    typeof rawNext === "string" && rawNext !== ""
      ? safeNextPath(rawNext)
      : defaultDestination(type);

  const outcome = await attempt(async () => {
    const supabase = await createClient();
    if (typeof tokenHash === "string" && tokenHash !== "" && type) {
      const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
      return error ?? { signedIn: data.session !== null };
    }
    if (typeof code === "string" && code !== "") {
      const { error } = await supabase.auth.exchangeCodeForSession(code);
      return error ?? { signedIn: true };
    }
    return new Error("The link has no token.");
  });

  if (outcome instanceof Error) redirect(invalidLinkPage(type));
  await afterRedeemed(type, outcome.signedIn, next);
}
