"use server";

import { isAuthError, isAuthRetryableFetchError, type AuthError } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import {
  answersIn,
  attempt,
  errorReference,
  failed,
  failureMessage,
  serverMessage,
  setFlash,
  succeeded,
} from "@/lib/auth/action-helpers";
import { knownDeviceFetch } from "@/lib/auth/known-device";
import type { FormMessage, FormState } from "@/lib/auth/form-state";
import { visitorHeaders } from "@/lib/http/visitor-headers";
import { actionLog } from "@/lib/log/request-log";
import { validatedAction } from "@/lib/forms/validated-action";
import { captchaNeeded, captchaTokenOf } from "@/lib/security/captcha";
import { signedInDestination } from "@/lib/security/redirects";
import { serverEnv } from "@/lib/server-env";
import { mailOrigin } from "@/lib/mail/mail-origin";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { verifiedClaims } from "@/lib/supabase/claims";
import { createClient } from "@/lib/supabase/server";
import { createStatelessClient } from "@/lib/supabase/stateless";
import {
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  signupSchema,
} from "@/lib/validations/auth";
import { privacyNotice } from "@/content/legal";
import type { Lang } from "@/lib/i18n/lang";
import { pathIn } from "@/lib/i18n/paths";
import { langOf } from "@/lib/validations/lang-field";
import {
  confirmationSent,
  forgetPendingEmail,
  rememberPendingEmail,
  resetLinkSent,
  type PendingEmailType,
} from "@/lib/auth/pending-email";

/** Where a confirmation link lands: `type` lets the landing greet the member or offer a new link. */
async function signupConfirmUrl() {
  return `${await mailOrigin()}/auth/confirm?next=/&type=signup`;
}

/**
 * The sign-up pre-check behind the spec's "Email already in use". The database answers it for the
 * secret key only, keyed on the visitor's network; null when it cannot tell (no secret key, a
 * limit, the backend), and sign-up itself still refuses a registered address.
 */
async function emailInUse(email: string): Promise<boolean | null> {
  const key = serverEnv().SUPABASE_SECRET_KEY;
  if (!key) return null;
  const requestHeaders = await headers();
  const supabase = createStatelessClient(
    { url: serverEndpoint().url, key },
    {
      headers: visitorHeaders(requestHeaders),
      timeoutMs: 10_000,
    },
  );
  const { data, error } = await supabase.rpc("email_in_use", { email });
  if (error) {
    (await actionLog()).warn(
      { err: error, event: "signup.precheck_failed" },
      "email_in_use failed",
    );
  }
  return error ? null : data;
}

function isTooManyRequests(error: unknown): error is AuthError {
  return isAuthError(error) && error.status === 429;
}

function isCaptchaRefused(error: unknown): error is AuthError {
  return isAuthError(error) && error.code === "captcha_failed";
}

/**
 * An e-mailed link that did not go out: the backend's words when asked too often or the security
 * check failed, else a retry.
 */
async function linkNotSent(values: FormState<"email">["values"], error: unknown, lang: Lang) {
  const words = answersIn(lang);
  return failed(values, {
    title: words.linkNotSent,
    description:
      isTooManyRequests(error) || isCaptchaRefused(error)
        ? serverMessage(error, lang)
        : words.tryAgainSoon,
    reference: await errorReference(error),
  });
}

/** Where a signed-in member goes next: the `next` the form carries, if it is safe, in `lang`. */
function destinationAfterSignIn(formData: FormData, lang: Lang): string {
  return pathIn(lang, signedInDestination(formData.get("next")));
}

export const signInAction = validatedAction(
  loginSchema,
  async (input, { values, formData, lang }) => {
    const words = answersIn(lang);
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed(values, captchaNeeded(lang));
    const device = await knownDeviceFetch(input.email);
    const error = await attempt(async () => {
      const supabase = await createClient({ fetch: device.fetch });
      return (await supabase.auth.signInWithPassword({ ...input, options: { captchaToken } }))
        .error;
    });
    // The backend refuses unknown devices for a while once an account has had many wrong
    // passwords; its own words would not say how to get in now.
    if (isTooManyRequests(error)) return failed(values, words.tooManySignIns);
    if (error) {
      const answer = failed(
        values,
        await failureMessage(words.loginFailed, error, words.unexpected, lang),
      );
      // The link of the sign-up may be lost or spent: the page offers a new one at once.
      return "code" in error && error.code === "email_not_confirmed"
        ? { ...answer, offer: "new-confirmation-link" as const }
        : answer;
    }

    await device.remember();
    await setFlash("login");
    redirect(destinationAfterSignIn(formData, lang));
  },
);

export const signUpAction = validatedAction(
  signupSchema,
  async (input, { values, formData, lang }) => {
    const words = answersIn(lang);
    const { name, password } = input;
    const email = input.email.toLowerCase();
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed(values, captchaNeeded(lang));

    const outcome = await attempt(async () => {
      // With the human check on, only the backend's answer, given after its check, may say that the
      // address is taken: asking first would answer whatever token the form carries.
      const checked = captchaToken !== undefined;
      if (!checked && (await emailInUse(email)) === true) return "email-in-use" as const;
      const supabase = await createClient();

      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: {
          // The member's language (their e-mails follow it) and the consent record's facts (a
          // trigger stores them): the notice the form showed, in that language.
          data: {
            full_name: name,
            locale: lang,
            consent: { notice_version: privacyNotice.version, page: "/signup" },
          },
          emailRedirectTo: await signupConfirmUrl(),
          captchaToken,
        },
      });
      if (isAuthError(error) && error.code === "user_already_exists")
        return "email-in-use" as const;
      if (error) return error;
      // GoTrue's look-alike user for a confirmed address has no identities.
      if (checked && !data.session && data.user?.identities?.length === 0) {
        return "email-in-use" as const;
      }
      // A user without a session: the backend wants the address confirmed first.
      return data.session ? ("signed-in" as const) : ("confirmation-sent" as const);
    });

    if (outcome === "email-in-use") {
      return failed(values, words.emailInUse, { email: words.emailRegistered });
    }
    if (outcome === "confirmation-sent") {
      await rememberPendingEmail("signup", email);
      return succeeded(confirmationSent(email, lang), values);
    }
    if (outcome !== "signed-in") {
      return failed(
        values,
        await failureMessage(words.signupFailed, outcome, words.somethingWrong, lang),
      );
    }

    await setFlash("signup");
    redirect(destinationAfterSignIn(formData, lang));
  },
);

/** One call to the auth server with the visitor's client; its error, or the thrown one. */
function askAuth(
  call: (
    auth: Awaited<ReturnType<typeof createClient>>["auth"],
  ) => Promise<{ error: AuthError | null }>,
) {
  return attempt(async () => (await call((await createClient()).auth)).error);
}

export const requestPasswordResetAction = validatedAction(
  resetRequestSchema,
  async (input, { values, formData, lang }) => {
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed(values, captchaNeeded(lang));
    const error = await askAuth(async (auth) => {
      const redirectTo = `${await mailOrigin()}/auth/confirm?next=/reset-password`;
      return auth.resetPasswordForEmail(input.email, { redirectTo, captchaToken });
    });

    // Whether the address has an account must not show, so only failures that say nothing about
    // it (the service being down, asked too often, a failed security check) are reported.
    if (
      error &&
      (isTooManyRequests(error) ||
        isCaptchaRefused(error) ||
        !isAuthError(error) ||
        isAuthRetryableFetchError(error))
    ) {
      return linkNotSent(values, error, lang);
    }
    await rememberPendingEmail("recovery", input.email.toLowerCase());
    return succeeded(resetLinkSent(lang), values);
  },
);

/** Sends a new sign-up confirmation link; the answer is the same for any address. */
export const resendConfirmationAction = validatedAction(
  resetRequestSchema,
  async (input, { values, formData, lang }) => {
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed(values, captchaNeeded(lang));
    const error = await askAuth(async (auth) =>
      auth.resend({
        type: "signup",
        email: input.email.toLowerCase(),
        options: { emailRedirectTo: await signupConfirmUrl(), captchaToken },
      }),
    );

    if (error) return linkNotSent(values, error, lang);
    return succeeded(answersIn(lang).confirmationResent, values);
  },
);

export const updatePasswordAction = validatedAction(newPasswordSchema, async (input, { lang }) => {
  const words = answersIn(lang);
  const error = await attempt(async () => {
    const supabase = await createClient();
    if (!(await verifiedClaims(supabase))) return "no-session" as const;
    return (await supabase.auth.updateUser({ password: input.password })).error;
  });

  if (error === "no-session") return failed({}, words.resetLinkExpired);
  if (error) {
    return failed(
      {},
      await failureMessage(words.passwordNotUpdated, error, words.somethingWrong, lang),
    );
  }

  await setFlash("password-updated");
  redirect("/");
});

/**
 * Signs out on the server, which clears the session cookies and their marker; the failure's
 * message, or null. The header's log-out calls it and says the outcome itself.
 */
export async function signOut(): Promise<FormMessage | null> {
  const error = await attempt(async () => {
    const supabase = await createClient();
    return (await supabase.auth.signOut()).error;
  });
  if (!error) return null;
  return { title: "Could not log out. Please try again.", reference: await errorReference(error) };
}

export async function signOutAction(): Promise<FormState<never>> {
  const failure = await signOut();
  if (failure) return failed({}, failure);

  await setFlash("logout");
  redirect("/");
}

/**
 * "Use a different e-mail address" on a "Check your e-mail" screen: forgets the address it
 * waits on and shows the empty form again.
 */
export async function startOverAction(formData: FormData): Promise<void> {
  const type: PendingEmailType = formData.get("type") === "recovery" ? "recovery" : "signup";
  await forgetPendingEmail(type);
  redirect(
    pathIn(langOf(formData.get("locale")), type === "recovery" ? "/forgot-password" : "/signup"),
  );
}
