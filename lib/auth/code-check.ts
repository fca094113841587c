// The typed one-time codes of e-mails and SMS: checked the same way, refused in the same words.
import "server-only";

import { isAuthApiError, type VerifyOtpParams } from "@supabase/supabase-js";
import { headers } from "next/headers";

import { answersIn, attempt, failed, failureMessage } from "@/lib/auth/action-helpers";
import type { FormState } from "@/lib/auth/form-state";
import type { Lang } from "@/lib/i18n/lang";
import { visitorHeaders } from "@/lib/http/visitor-headers";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createClient } from "@/lib/supabase/server";
import { createStatelessClient } from "@/lib/supabase/stateless";

const DEAD_CODE = /too many wrong codes|too many attempts/i;

/**
 * Checks a typed code without touching this browser's cookies, so a wrong one leaves the page as
 * it is (a cookie written by an action re-renders the page); a right one that ends in a session
 * signs this browser in. Answers the error, or whether a session began.
 */
export async function verifyCode(params: VerifyOtpParams): Promise<Error | boolean> {
  const requestHeaders = await headers();
  return attempt(async () => {
    const checker = createStatelessClient(serverEndpoint(), {
      headers: visitorHeaders(requestHeaders),
    });
    const { data, error } = await checker.auth.verifyOtp(params);
    if (error) return error;
    if (!data.session) return false;
    const supabase = await createClient();
    const signedIn = await supabase.auth.setSession(data.session);
    return signedIn.error ?? true;
  });
}

/**
 * What a refused code says, in `lang`: dead after too many guesses, wrong or expired, or asked
 * too often. `medium` is where the code came: an e-mail or an SMS.
 */
export async function codeRefused<Field extends string>(
  values: Partial<Record<Field, string>>,
  field: Field,
  error: unknown,
  medium: "email" | "sms" = "email",
  lang: Lang = "en",
): Promise<FormState<Field>> {
  const words = answersIn(lang);
  const fieldError = (text: string) => ({ [field]: text }) as Partial<Record<Field, string>>;
  if (
    isAuthApiError(error) &&
    (error.status === 403 || error.status === 429) &&
    DEAD_CODE.test(error.message)
  ) {
    return failed(
      values,
      {
        title: words.deadCode.title,
        description: `${words.deadCode.description} ${words.askAgain[medium]}`,
      },
      fieldError(words.deadCode.field),
    );
  }
  if (isAuthApiError(error) && error.status === 403) {
    return failed(
      values,
      {
        title: words.wrongCode.title,
        description: `${words.wrongCode.description} ${words.checkNewest[medium]}`,
      },
      fieldError(words.wrongCode.field),
    );
  }
  return failed(
    values,
    await failureMessage(words.wrongCode.title, error, words.tryAgainSoon, lang),
  );
}

/** Until the backend names its own interval (its 429 does), a new SMS code is offered after this. */
export const RESEND_SECONDS = 60;

/** When a new code may be asked for: `wait` seconds from now, as epoch ms for the countdown. */
export function resendAfter(seconds: number) {
  return { wait: String(seconds), resendAt: String(Date.now() + seconds * 1_000) };
}

/** The seconds GoTrue's 429 for a number asked again too soon names ("…after 42 seconds."). */
export function waitSecondsOf(error: unknown): number | null {
  if (!isAuthApiError(error) || error.status !== 429) return null;
  const seconds = /after (\d+) seconds?/i.exec(error.message)?.[1];
  return seconds ? Number(seconds) : null;
}

/** The refusal of a number asked again within the backend's interval, naming the wait. */
export function waitMessage(seconds: number, lang: Lang = "en") {
  const { title, description } = answersIn(lang).waitBeforeAsking;
  return { title, description: description.replace("{seconds}", String(seconds)) };
}
