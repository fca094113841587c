// The human check of the auth forms: Cloudflare Turnstile, on when TURNSTILE_SITE_KEY is set.
// The widget (components/auth/captcha.tsx) puts its token in the form; the action hands it to the
// backend (`captchaToken` of supabase-js), which asks Cloudflare whether it is genuine, as GoTrue
// does once CAPTCHA protection is on.
import "server-only";

import type { FormMessage } from "@/lib/auth/form-state";
import { copyFor } from "@/lib/i18n/copy";
import type { Lang } from "@/lib/i18n/lang";
import { serverEnv } from "@/lib/server-env";

/** The form field Turnstile writes its token into. */
const CAPTCHA_FIELD = "cf-turnstile-response";

/** The site key the forms' widget needs, or undefined when the check is off. */
export function captchaSiteKey(): string | undefined {
  return serverEnv().TURNSTILE_SITE_KEY;
}

/** A submission without a token while the check is on: the backend would refuse it. */
export function captchaNeeded(lang: Lang = "en"): FormMessage {
  return copyFor(lang).ui.authAnswersUi.captchaNeeded;
}

/**
 * The token a submission carries: undefined when the check is off, null when it is on and the
 * visitor has not passed it (the action answers `captchaNeeded` without calling the backend).
 */
export function captchaTokenOf(formData: FormData): string | undefined | null {
  if (!captchaSiteKey()) return undefined;
  const token = formData.get(CAPTCHA_FIELD);
  return typeof token === "string" && token.trim() ? token.trim() : null;
}
