"use server";

import {
  isAuthApiError,
  isAuthSessionMissingError,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { sendSecurityMail } from "@/lib/account/security-mail";
import { eraseAddressAndAccount } from "@/lib/account/erasure";
import { mailOrigin } from "@/lib/mail/mail-origin";
import { unsubscribeAddress } from "@/lib/account/my-data";
import { hasPassword } from "@/lib/account/sign-in-methods";
import {
  attempt,
  errorReference,
  failed,
  failureMessage,
  serverMessage,
  setFlash,
  succeeded,
} from "@/lib/auth/action-helpers";
import type { FormMessage, FormState } from "@/lib/auth/form-state";
import { subscribeEndpoint } from "@/lib/forms/endpoints";
import { submitForm } from "@/lib/forms/handler";
import { validatedAction } from "@/lib/forms/validated-action";
import { captchaNeeded, captchaTokenOf } from "@/lib/security/captcha";
import { createServiceClient } from "@/lib/supabase/service";
import { createClient } from "@/lib/supabase/server";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileNameSchema,
  setPasswordSchema,
} from "@/lib/validations/profile";
import { languageChoiceSchema, langOf } from "@/lib/validations/lang-field";
import { profileCopy } from "@/lib/account/profile-copy";
import { actionLog } from "@/lib/log/request-log";
import { SUBSCRIPTION_SOURCES } from "@/lib/validations/subscribe";

const SESSION_ENDED = {
  title: "Your session has ended",
  description: "Please log in again to change your account.",
};
const UNEXPECTED = "Something went wrong. Please try again in a moment.";

/** The signed-in user's id and e-mail, asked of the auth server (a JWT alone may be stale). */
async function currentUser(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.getUser();
  if (error && !isAuthApiError(error) && !isAuthSessionMissingError(error)) throw error;
  if (!data.user) return null;
  // A member who signs in by mobile number may have no e-mail address.
  return {
    id: data.user.id,
    email: data.user.email || null,
    phone: data.user.phone || null,
    lang: langOf(data.user.user_metadata?.locale),
  };
}

/**
 * Whether what was typed to confirm a deletion names the account: its e-mail address (any case),
 * or for an account without one its mobile number (digits compared, so spaces and `+` are fine).
 */
function confirmsAccount(typed: string, user: { email: string | null; phone: string | null }) {
  if (user.email) return typed.trim().toLowerCase() === user.email.toLowerCase();
  const digits = typed.replace(/\D/g, "");
  return user.phone !== null && digits !== "" && digits === user.phone.replace(/\D/g, "");
}

/**
 * The member's language (`user_metadata.locale`): the profile and every e-mail to them follow it.
 * The answer is in the language chosen.
 */
export const updateLanguageAction = validatedAction(
  languageChoiceSchema,
  async ({ language: locale }, { values }) => {
    const copy = profileCopy(locale).languageChoice;
    const outcome = await attempt(async () => {
      const supabase = await createClient();
      if (!(await currentUser(supabase))) return "no-session" as const;
      return (await supabase.auth.updateUser({ data: { locale } })).error;
    });
    if (outcome === "no-session") return failed(values, SESSION_ENDED);
    if (outcome) return failed(values, await failureMessage(copy.failed, outcome, UNEXPECTED));

    revalidatePath("/profile");
    return succeeded(copy.saved, { language: locale });
  },
);

/** Renames the account: the auth metadata changes and a trigger keeps the users row in step. */
export const updateNameAction = validatedAction(profileNameSchema, async (input, { values }) => {
  const outcome = await attempt(async () => {
    const supabase = await createClient();
    if (!(await currentUser(supabase))) return "no-session" as const;
    const { error } = await supabase.auth.updateUser({ data: { full_name: input.name } });
    return error;
  });
  if (outcome === "no-session") return failed(values, SESSION_ENDED);
  if (outcome) {
    return failed(values, await failureMessage("Name not updated", outcome, UNEXPECTED));
  }

  revalidatePath("/profile");
  return succeeded(
    { title: "Name updated", description: "Your profile shows your new name." },
    { name: input.name },
  );
});

/** A password form's failure: a weak password under its field, anything else as the form's message. */
async function passwordNotSaved(title: string, error: Error) {
  const weak = isAuthApiError(error) && error.code === "weak_password";
  return failed<"password">(
    {},
    await failureMessage(title, error, UNEXPECTED),
    weak ? { password: error.message } : {},
  );
}

/** A password form's success: it stays on screen, empty, and says so. */
function passwordSaved(message: FormMessage): FormState<"password"> {
  return succeeded(message);
}

/**
 * Sets a new password once the current one is confirmed, then ends every other session of the
 * account. The check is a fresh sign-in (so the backend's sign-in throttling applies to guesses);
 * it replaces this browser's session, and the old one ends with the others.
 */
export const changePasswordAction = validatedAction(
  changePasswordSchema,
  async (input, { formData }) => {
    const { currentPassword, password } = input;
    const captchaToken = captchaTokenOf(formData);
    if (captchaToken === null) return failed({}, captchaNeeded());

    const outcome = await attempt(async () => {
      const supabase = await createClient();
      const user = await currentUser(supabase);
      if (!user?.email) return "no-session" as const;

      const check = await supabase.auth.signInWithPassword({
        email: user.email,
        password: currentPassword,
        options: { captchaToken },
      });
      if (check.error) {
        return check.error.code === "invalid_credentials"
          ? ("wrong-password" as const)
          : check.error;
      }
      const { error } = await supabase.auth.updateUser({ password });
      if (error) return error;
      const { email, lang } = user;
      after(async () => sendSecurityMail("password-changed", email, lang, await mailOrigin()));
      // GoTrue already ends the other sessions on a new password; this also covers the session this
      // browser had before the check signed in again.
      const others = await supabase.auth.signOut({ scope: "others" });
      if (others.error) {
        (await actionLog()).warn(
          { err: others.error, event: "password.sign_out_others_failed" },
          "could not end the other sessions after a password change",
        );
      }
      return null;
    });

    if (outcome === "no-session") return failed({}, SESSION_ENDED);
    if (outcome === "wrong-password") {
      return failed(
        {},
        { title: "Password not changed", description: "Your current password is not correct." },
        { currentPassword: "This is not your current password." },
      );
    }
    if (outcome) return passwordNotSaved("Password not changed", outcome);
    return passwordSaved({
      title: "Password changed",
      description: "Use your new password from now on. Other devices have been signed out.",
    });
  },
);

/**
 * Gives an account made with Google its first password, so it can also log in with its e-mail.
 * Only an account without one: a password is changed by confirming the current one (above).
 * `password_set` in the user metadata tells the profile which of the two forms to show.
 */
export const setPasswordAction = validatedAction(setPasswordSchema, async (input) => {
  const outcome = await attempt(async () => {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.getUser();
    if (error && !isAuthApiError(error) && !isAuthSessionMissingError(error)) throw error;
    if (!data.user) return "no-session" as const;
    if (hasPassword(data.user)) return "has-password" as const;
    const update = await supabase.auth.updateUser({
      password: input.password,
      data: { password_set: true },
    });
    return update.error;
  });

  if (outcome === "no-session") return failed({}, SESSION_ENDED);
  if (outcome === "has-password") {
    return failed(
      {},
      {
        title: "Password not set",
        description: "Your account has a password already. Reload the page to change it.",
      },
    );
  }
  if (isAuthApiError(outcome) && outcome.code === "reauthentication_needed") {
    // The backend lets a session set a password without an e-mailed code only within a day.
    return failed(
      {},
      {
        title: "Password not set",
        description:
          "For your security, a password can be set only within a day of signing in. Log out, continue with Google again, then set it here.",
      },
    );
  }
  if (outcome) return passwordNotSaved("Password not set", outcome);
  // No revalidation: the form stays to say it worked; the next visit shows the change form.
  return passwordSaved({
    title: "Password set",
    description: "You can now log in with your e-mail and this password too.",
  });
});

/**
 * Asks for a new e-mail address. Nothing changes yet: the backend keeps it as the pending
 * `new_email` and mails confirmation links (to the new address, and to the current one when both
 * must confirm); the profile shows the pending address until the last link is opened.
 */
export const changeEmailAction = validatedAction(changeEmailSchema, async (input, { values }) => {
  const email = input.email.toLowerCase();

  const outcome = await attempt(async () => {
    const supabase = await createClient();
    const user = await currentUser(supabase);
    if (!user) return "no-session" as const;
    if (email === user.email?.toLowerCase()) return "same" as const;
    const { error } = await supabase.auth.updateUser({ email });
    return error;
  });

  if (outcome === "no-session") return failed(values, SESSION_ENDED);
  if (outcome === "same") {
    return failed(
      values,
      { title: "E-mail not changed", description: "That is already your e-mail address." },
      { email: "Enter a different e-mail address." },
    );
  }
  if (outcome) {
    const taken = isAuthApiError(outcome) && outcome.code === "email_exists";
    return failed(
      values,
      {
        title: "E-mail not changed",
        description: taken
          ? "Another account already uses that e-mail address."
          : (serverMessage(outcome) ?? UNEXPECTED),
        reference: await errorReference(outcome),
      },
      taken ? { email: "Another account already uses this address." } : {},
    );
  }

  revalidatePath("/profile");
  return succeeded({
    title: "Check your inbox",
    // Both addresses confirm (`double_confirm_changes`, on in supabase/config.toml as on hosted
    // projects by default).
    description: `We sent confirmation links and codes to ${email} and to your current address. Your e-mail changes once you have confirmed both.`,
  });
});

/**
 * Deletes the account for good once the user has typed their e-mail: what is held under its
 * address is erased (public.erase_address), then the auth user goes (with the secret key, on the
 * server), and with it the users row and every session (foreign keys cascade).
 */
export const deleteAccountAction = validatedAction(
  deleteAccountSchema,
  async (input, { values }) => {
    const outcome = await attempt(async () => {
      const supabase = await createClient();
      const user = await currentUser(supabase);
      if (!user) return "no-session" as const;
      if (!confirmsAccount(input.email, user)) return "mismatch" as const;

      const error = await eraseAddressAndAccount(createServiceClient(), {
        email: user.email,
        userId: user.id,
      });
      if (error) return error;
      // The session is gone on the server; this clears this browser's cookies.
      await supabase.auth.signOut({ scope: "local" });
      const { email, lang } = user;
      if (email) {
        after(async () => sendSecurityMail("account-deleted", email, lang, await mailOrigin()));
      }
      return null;
    });

    if (outcome === "no-session") return failed(values, SESSION_ENDED);
    if (outcome === "mismatch") {
      return failed(
        values,
        {
          title: "Account not deleted",
          description: "What you typed is not this account's e-mail address or mobile number.",
        },
        { email: "Type this account's e-mail address, or its mobile number if it has no e-mail." },
      );
    }
    if (outcome) {
      return failed(values, await failureMessage("Account not deleted", outcome, UNEXPECTED));
    }

    await setFlash("account-deleted");
    redirect("/");
  },
);

/**
 * "Subscribe again" beside a list the member left: the same request as the list's own form (its
 * limits, its consent record, naming /profile), so the address is pending until the mailed
 * button confirms it, as the first time. A plain form post, like "Unsubscribe".
 */
export async function resubscribeListAction(formData: FormData): Promise<void> {
  const source = SUBSCRIPTION_SOURCES.find((name) => name === formData.get("source"));
  if (!source) return;
  const user = await currentUser(await createClient());
  if (!user?.email) redirect("/login?next=/profile");
  const outcome = await submitForm(
    { email: user.email, source, locale: user.lang, from: "profile" },
    await headers(),
    subscribeEndpoint,
    "/profile",
  );
  if (!outcome.ok) redirect("/profile?error=resubscribe#my-subscriptions");
  revalidatePath("/profile");
}

/**
 * "Unsubscribe" beside a list on the profile: the signed-in member's address leaves that list, as
 * with the e-mail's link. A plain form post (it works before JavaScript); the page then re-renders
 * with the list's new state.
 */
export async function unsubscribeListAction(formData: FormData): Promise<void> {
  const source = SUBSCRIPTION_SOURCES.find((name) => name === formData.get("source"));
  if (!source) return;
  const supabase = await createClient();
  const user = await currentUser(supabase);
  if (!user?.email) redirect("/login?next=/profile");
  let failedToEnd = false;
  try {
    await unsubscribeAddress(user.email, source);
  } catch (error) {
    (await actionLog()).error(
      { err: error, event: "account.unsubscribe_failed" },
      "unsubscribe failed",
    );
    failedToEnd = true;
  }
  if (failedToEnd) redirect("/profile?error=unsubscribe#my-subscriptions");
  revalidatePath("/profile");
}
