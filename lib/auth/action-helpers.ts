// What the server actions of the auth and account forms share, beside `validatedAction`.
import "server-only";

import { isAuthError, isAuthRetryableFetchError } from "@supabase/supabase-js";
import { cookies } from "next/headers";

import { FLASH_COOKIE, FLASH_MAX_AGE_SECONDS, type FlashKind } from "@/lib/auth/flash";
import type { FormMessage, FormState } from "@/lib/auth/form-state";
import type * as ui from "@/content/ui";
import type { Translation } from "@/content/translation";
import { copyFor } from "@/lib/i18n/copy";
import type { Lang } from "@/lib/i18n/lang";
import { actionLog, currentRequestId } from "@/lib/log/request-log";

/** The answers of the account forms' actions in `lang` (content/ui.ts). */
export function answersIn(lang: Lang) {
  return copyFor(lang).ui.authAnswersUi;
}

/**
 * Runs a backend call; a throw (backend unreachable, misconfigured) counts as a failure. A failure
 * the visitor did not cause is logged with its stack under this request's id.
 */
export async function attempt<T>(call: () => Promise<T>): Promise<T | Error> {
  let outcome: T | Error;
  try {
    outcome = await call();
  } catch (error) {
    outcome = error instanceof Error ? error : new Error(String(error));
  }
  if (isUnexpected(outcome)) {
    (await actionLog()).error({ err: outcome, event: "action.failed" }, "a server action failed");
  }
  return outcome;
}

function isUnexpected(outcome: unknown): outcome is Error {
  return outcome instanceof Error && serverMessage(outcome) === undefined;
}

/**
 * What the page shows beside a failure the visitor did not cause: this request's id, which finds
 * the failure's log line. Nothing for failures the visitor can fix.
 */
export async function errorReference(outcome: unknown): Promise<string | undefined> {
  return isUnexpected(outcome) ? currentRequestId() : undefined;
}

/**
 * The backend's own words when they describe the user's request ("Invalid login credentials"),
 * put in `lang` for a Hindi page; nothing for outages and unexpected errors, which the form
 * replaces with a plain message.
 */
export function serverMessage(error: unknown, lang: Lang = "en"): string | undefined {
  if (!isAuthError(error) || isAuthRetryableFetchError(error)) return undefined;
  if (error.status !== undefined && error.status >= 500) return undefined;
  const words = copyFor(lang).ui;
  // GoTrue's words name the provider's error codes; the visitor only needs to try the check again.
  if (error.code === "captcha_failed") return words.authAnswersUi.captchaFailed;
  if (lang === "en") return error.message || undefined;
  return backendWords(error.code, error.message, words.backendAnswersUi);
}

/** GoTrue's refusal in a page's language other than English: by its code, else said plainly. */
function backendWords(
  code: string | undefined,
  message: string,
  words: Translation<typeof ui.backendAnswersUi>,
): string {
  const seconds = /after (\d+) seconds?/i.exec(message)?.[1];
  if (seconds) return words.waitSeconds.replace("{seconds}", seconds);
  const known = code && code !== "waitSeconds" && code !== "other" && Object.hasOwn(words, code);
  return known ? words[code as keyof typeof words] : words.other;
}

/**
 * The message of a failed backend call: the backend's own words, else `fallback`, and the
 * reference of its log line when the visitor did not cause it.
 */
export async function failureMessage(
  title: string,
  outcome: unknown,
  fallback: string,
  lang: Lang = "en",
): Promise<FormMessage> {
  return {
    title,
    description: serverMessage(outcome, lang) ?? fallback,
    reference: await errorReference(outcome),
  };
}

/** A form's answer once its work is done: the message, and the values the form keeps showing. */
export function succeeded<Field extends string>(
  message: FormMessage,
  values: Partial<Record<Field, string>> = {},
): FormState<Field> {
  return { values, fieldErrors: {}, message, success: true };
}

export function failed<Field extends string>(
  values: Partial<Record<Field, string>>,
  message: FormMessage,
  fieldErrors: Partial<Record<Field, string>> = {},
): FormState<Field> {
  return { values, fieldErrors, message, success: false };
}

export async function setFlash(kind: FlashKind) {
  (await cookies()).set(FLASH_COOKIE, kind, {
    path: "/",
    maxAge: FLASH_MAX_AGE_SECONDS,
    sameSite: "lax",
  });
}
