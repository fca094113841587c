"use server";

import { isAuthApiError, isAuthError, type AuthError } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import {
  answersIn,
  attempt,
  errorReference,
  failed,
  serverMessage,
  setFlash,
  succeeded,
} from "@/lib/auth/action-helpers";
import {
  codeRefused,
  RESEND_SECONDS,
  resendAfter,
  verifyCode,
  waitMessage,
  waitSecondsOf,
} from "@/lib/auth/code-check";
import { smsCountries } from "@/lib/auth/sms-countries";
import { validatedAction } from "@/lib/forms/validated-action";
import { visitorHeaders } from "@/lib/http/visitor-headers";
import { captchaNeeded, captchaTokenOf } from "@/lib/security/captcha";
import { signedInDestination } from "@/lib/security/redirects";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createClient } from "@/lib/supabase/server";
import { createStatelessClient } from "@/lib/supabase/stateless";
import { emailCode, resetRequestSchema } from "@/lib/validations/auth";
import { z } from "@/lib/validations/zod";
import {
  phoneCodeSchema,
  phoneNameSchema,
  phoneNumberSchema,
  phoneOf,
} from "@/lib/validations/phone";
import { displayPhone } from "@/lib/validations/phone-number";
import { emailField } from "@/lib/validations/email";
import { messageIn } from "@/lib/validations/messages";
import { privacyNotice } from "@/content/legal";
import type { Lang } from "@/lib/i18n/lang";
import { pathIn } from "@/lib/i18n/paths";

async function codeSender() {
  return createStatelessClient(serverEndpoint(), { headers: visitorHeaders(await headers()) });
}

const isTooMany = (error: unknown): error is AuthError =>
  isAuthError(error) && error.status === 429;

/** The page a code form was on: consent records name it. */
function pageOf(formData: FormData): "/login" | "/signup" {
  return formData.get("page") === "/signup" ? "/signup" : "/login";
}

type NumberField = "country" | "national" | "phone" | "wait" | "resendAt";

/**
 * "Continue with mobile number": a code by SMS to a number of the site's countries. A new number
 * becomes an account (with the consent the form's notice asked for) once its code is typed; the
 * answer is the same for a known and an unknown number. Asked again too soon, the backend's
 * interval is said and counted down (`wait`, seconds).
 */
export const sendPhoneCodeAction = validatedAction<typeof phoneNumberSchema, NumberField>(
  phoneNumberSchema,
  async (input, { values, formData, lang }) => {
    const words = answersIn(lang);
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed(values, captchaNeeded(lang));
    const number = phoneOf(input, smsCountries());
    if ("error" in number) {
      return failed(
        values,
        { title: words.checkNumber },
        { national: messageIn(lang, number.error) },
      );
    }
    const { phone } = number;

    const error = await attempt(async () => {
      const supabase = await codeSender();
      const { error } = await supabase.auth.signInWithOtp({
        phone,
        options: {
          channel: "sms",
          captchaToken,
          // Kept only when the number becomes an account: its language and its consent.
          data: {
            locale: lang,
            consent: { notice_version: privacyNotice.version, page: pageOf(formData) },
          },
        },
      });
      return error;
    });
    if (!error) {
      return succeeded(
        {
          title: words.codeSent.title,
          description: words.codeSent.description.replace("{phone}", displayPhone(phone)),
        },
        { ...values, phone, ...resendAfter(RESEND_SECONDS) },
      );
    }
    return phoneCodeNotSent(values, phone, error, lang);
  },
);

async function phoneCodeNotSent(
  values: Partial<Record<NumberField, string>>,
  phone: string,
  error: unknown,
  lang: Lang,
) {
  const words = answersIn(lang);
  const seconds = waitSecondsOf(error);
  if (seconds) {
    return failed({ ...values, phone, ...resendAfter(seconds) }, waitMessage(seconds, lang));
  }
  if (isTooMany(error)) return failed(values, words.tooManyCodes);
  if (isAuthApiError(error) && error.code === "captcha_failed") {
    return failed(values, { title: words.codeNotSent, description: serverMessage(error, lang) });
  }
  if (isAuthApiError(error) && error.code === "validation_failed" && /phone/i.test(error.message)) {
    return failed(values, { title: words.checkNumber }, { national: words.numberRefused });
  }
  return failed(values, {
    title: words.codeNotSent,
    description: words.smsNotSent,
    reference: await errorReference(error),
  });
}

/**
 * The code from the SMS. A right one signs this browser in; a member without a name yet (a first
 * phone sign-in) is asked for one (`step: "name"`) before going on.
 */
export const verifyPhoneCodeAction = validatedAction<
  typeof phoneCodeSchema,
  "phone" | "code" | "step"
>(phoneCodeSchema, async ({ phone, code }, { values, formData, lang }) => {
  const outcome = await verifyCode({ phone, token: code, type: "sms" });
  if (outcome instanceof Error) return codeRefused(values, "code", outcome, "sms", lang);
  const supabase = await createClient();
  const user = (await supabase.auth.getUser()).data.user;
  const name = user?.user_metadata?.full_name;
  if (typeof name !== "string" || name.trim() === "") {
    return succeeded(answersIn(lang).askName, { phone, step: "name" });
  }
  await setFlash("login");
  redirect(pathIn(lang, signedInDestination(formData.get("next"))));
});

/** The name a first phone sign-in gives; the account's profile row follows it (a trigger). */
export const savePhoneNameAction = validatedAction(
  phoneNameSchema,
  async ({ name }, { values, formData, lang }) => {
    const words = answersIn(lang);
    const error = await attempt(async () => {
      const supabase = await createClient();
      return (await supabase.auth.updateUser({ data: { full_name: name } })).error;
    });
    if (error) {
      return failed(values, {
        title: words.nameNotSaved,
        description: serverMessage(error, lang) ?? words.tryAgainSoon,
        reference: await errorReference(error),
      });
    }
    await setFlash("signup");
    redirect(pathIn(lang, signedInDestination(formData.get("next"))));
  },
);

/**
 * "E-mail me a code": a 6-digit code to a member's address, to sign in without the password. The
 * answer is the same whether or not the address has an account (none is made here).
 */
export const sendEmailSignInCodeAction = validatedAction(
  resetRequestSchema,
  async (input, { values, formData, lang }) => {
    const words = answersIn(lang);
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed(values, captchaNeeded(lang));
    const email = input.email.toLowerCase();
    const error = await attempt(async () => {
      const supabase = await codeSender();
      const { error } = await supabase.auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false, captchaToken },
      });
      return error;
    });
    // An unknown address is refused as "signups not allowed"; saying so would tell who is a member.
    const tellable =
      error &&
      (isTooMany(error) ||
        (isAuthError(error) && error.code === "captcha_failed") ||
        !isAuthApiError(error) ||
        (error.status ?? 500) >= 500);
    if (tellable) {
      return failed(values, {
        title: words.codeNotSent,
        description: serverMessage(error, lang) ?? words.tryAgainSoon,
        reference: await errorReference(error),
      });
    }
    return succeeded(
      {
        title: words.emailCodeSent.title,
        description: words.emailCodeSent.description.replace("{address}", email),
      },
      { email },
    );
  },
);

/** The code of "E-mail me a code": a right one signs this browser in. */
export const verifyEmailSignInCodeAction = validatedAction(
  z.object({ email: emailField, code: emailCode }),
  async ({ email, code }, { values, formData, lang }) => {
    const outcome = await verifyCode({ email: email.toLowerCase(), token: code, type: "email" });
    if (outcome instanceof Error) return codeRefused(values, "code", outcome, "email", lang);
    await setFlash("login");
    redirect(pathIn(lang, signedInDestination(formData.get("next"))));
  },
);
