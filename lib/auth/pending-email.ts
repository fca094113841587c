import "server-only";

import { cookies, headers } from "next/headers";

import type { FormMessage } from "@/lib/auth/form-state";
import { copyFor } from "@/lib/i18n/copy";
import type { Lang } from "@/lib/i18n/lang";
import { emailField } from "@/lib/validations/email";
import { isHttpsRequest } from "@/lib/supabase/config";

/**
 * The address a "Check your e-mail" screen waits on, kept in a cookie so the screen survives a
 * reload and a form posted without JavaScript: a wrong code then answers on that screen, with
 * the code field and its error, instead of an empty sign-up form.
 */
export type PendingEmailType = "signup" | "recovery";

const COOKIES: Record<PendingEmailType, string> = {
  signup: "gc-pending-signup",
  recovery: "gc-pending-recovery",
};

/** As long as the e-mailed link and code could still work. */
const MAX_AGE_SECONDS = 60 * 60;

export async function rememberPendingEmail(type: PendingEmailType, email: string) {
  (await cookies()).set(COOKIES[type], email, {
    path: "/",
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: isHttpsRequest(await headers()),
  });
}

/** The address this browser is waiting on, if any. */
export async function pendingEmail(type: PendingEmailType): Promise<string | null> {
  const value = (await cookies()).get(COOKIES[type])?.value;
  return value && emailField.safeParse(value).success ? value : null;
}

export async function forgetPendingEmail(type: PendingEmailType) {
  const jar = await cookies();
  if (jar.has(COOKIES[type])) jar.delete(COOKIES[type]);
}

/** What the sign-up's "Check your e-mail" screen says, in `lang`. */
export function confirmationSent(email: string, lang: Lang): FormMessage {
  const { title, description } = copyFor(lang).ui.authAnswersUi.confirmationSent;
  return { title, description: description.replace("{address}", email) };
}

/** What the password reset's "Check your e-mail" screen says, for any address, in `lang`. */
export function resetLinkSent(lang: Lang): FormMessage {
  return copyFor(lang).ui.authAnswersUi.resetLinkSent;
}
