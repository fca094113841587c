"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { sendSecurityMail } from "@/lib/account/security-mail";
import { mailOrigin } from "@/lib/mail/mail-origin";
import { langOf } from "@/lib/validations/lang-field";

import { attempt, failed, setFlash, succeeded } from "@/lib/auth/action-helpers";
import { codeRefused, verifyCode } from "@/lib/auth/code-check";
import {
  defaultDestination,
  invalidLinkPage,
  isEmailLinkType,
  type EmailLinkType,
} from "@/lib/auth/email-link";
import { FLASH_MESSAGES } from "@/lib/auth/flash";
import { forgetPendingEmail } from "@/lib/auth/pending-email";
import { validatedAction } from "@/lib/forms/validated-action";
import { safeNextPath } from "@/lib/security/redirects";
import { isSameOrigin } from "@/lib/security/same-origin";
import { createClient } from "@/lib/supabase/server";
import { emailCodeSchema } from "@/lib/validations/auth";
import { emailChangeCodesSchema } from "@/lib/validations/profile";

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
 * Whether a post is the page's own button pressed in a browser: `Sec-Fetch-Site` (sent by every
 * current browser) says same-origin, and an `Origin` naming this site is there. Next lets a post
 * without `Origin` through; here it would sign the browser that sent it into someone's account.
 */
function fromThisSite(requestHeaders: Headers): boolean {
  const fetchSite = requestHeaders.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  return requestHeaders.get("origin") !== null && isSameOrigin(requestHeaders);
}

/** Tells the address an account just left that it did (the member's security notice). */
function notifyOldAddress(address: string, locale: unknown) {
  after(async () => sendSecurityMail("email-changed", address, langOf(locale), await mailOrigin()));
}

/** Whether this browser is signed in to an account whose e-mail address is confirmed. */
async function signedInConfirmed(): Promise<boolean> {
  const outcome = await attempt(async () => {
    const { data } = await (await createClient()).auth.getUser();
    return Boolean(data.user?.email_confirmed_at);
  });
  return outcome === true;
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
  if (!fromThisSite(await headers())) redirect(invalidLinkPage(type));

  const outcome = await attempt(async () => {
    const supabase = await createClient();
    if (typeof tokenHash === "string" && tokenHash !== "" && type) {
      // Who this browser is before an e-mail change's last link moves the account elsewhere.
      const before = type === "email_change" ? (await supabase.auth.getUser()).data.user : null;
      const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
      if (error) return error;
      if (before?.email && data.user?.email && data.user.email !== before.email) {
        notifyOldAddress(before.email, before.user_metadata?.locale);
      }
      return { signedIn: data.session !== null };
    }
    if (typeof code === "string" && code !== "") {
      const { error } = await supabase.auth.exchangeCodeForSession(code);
      return error ?? { signedIn: true };
    }
    return new Error("The link has no token.");
  });

  if (outcome instanceof Error) {
    // A spent sign-up link opened by the member it confirmed: the profile says it is done.
    if ((type === "signup" || type === "email") && (await signedInConfirmed())) {
      redirect("/profile?confirmed=1");
    }
    redirect(invalidLinkPage(type));
  }
  if (type === "signup" || type === "email") await forgetPendingEmail("signup");
  if (type === "recovery") await forgetPendingEmail("recovery");
  await afterRedeemed(type, outcome.signedIn, next);
}

/**
 * The code of a sign-up confirmation or a password reset, typed on the "Check your e-mail" screen
 * instead of opening the link (eaten by a scanner, or read on another device). A right code signs
 * this browser in: sign-up goes home, a reset on to the new password.
 */
export const verifyEmailCodeAction = validatedAction(
  emailCodeSchema,
  async ({ email, type, code }, { values, lang }) => {
    const outcome = await verifyCode({ email: email.toLowerCase(), token: code, type });
    if (outcome instanceof Error) return codeRefused(values, "code", outcome, "email", lang);
    await forgetPendingEmail(type);
    if (type === "recovery") redirect("/reset-password");
    await setFlash("signup");
    redirect("/");
  },
);

/**
 * The codes of a pending e-mail change, typed on the profile. The new address's code goes to
 * `new_email`, the current one's to the account's address; the last one needed changes the
 * address (and signs this browser in with it).
 */
export const confirmEmailChangeCodesAction = validatedAction(
  emailChangeCodesSchema,
  async ({ newCode, currentCode }, { values }) => {
    const supabase = await createClient();
    const user = await attempt(async () => (await supabase.auth.getUser()).data.user);
    if (user instanceof Error || !user?.email || !user.new_email) {
      return failed(values, {
        title: "No change is waiting",
        description: "Ask for the change of e-mail again, then type the codes we send.",
      });
    }
    const codes = [
      { field: "newCode" as const, email: user.new_email, code: newCode },
      { field: "currentCode" as const, email: user.email, code: currentCode },
    ].filter(({ code }) => code !== "");
    let changed = false;
    // An accepted code is used up: a failure of the other one must not offer it again.
    const remaining = { ...values };
    for (const { field, email, code } of codes) {
      if (changed) break;
      const outcome = await verifyCode({ email, token: code, type: "email_change" });
      if (outcome instanceof Error) {
        revalidatePath("/profile");
        return codeRefused(remaining, field, outcome);
      }
      delete remaining[field];
      changed = outcome;
    }
    if (changed) notifyOldAddress(user.email, user.user_metadata?.locale);
    revalidatePath("/profile");
    return succeeded(
      changed
        ? FLASH_MESSAGES["email-changed"]
        : {
            title: "Code accepted",
            description: "Now type the code we sent to your other address to finish the change.",
          },
    );
  },
);
