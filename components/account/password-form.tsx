"use client";

import { useState } from "react";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SetPasswordForm } from "@/components/account/set-password-form";

/**
 * The profile's password form: a first password for an account made with Google, else the
 * change of the current one. Chosen once per visit, so the form that just set a password stays
 * to say so when the page refreshes after the action.
 */
export function PasswordForm({
  email,
  hasPassword,
  captchaSiteKey,
}: {
  email: string;
  hasPassword: boolean;
  /** Turnstile's site key: changing a password checks the current one with a fresh sign-in. */
  captchaSiteKey?: string;
}) {
  const [setting] = useState(!hasPassword);
  return setting ? (
    <SetPasswordForm email={email} />
  ) : (
    <ChangePasswordForm email={email} captchaSiteKey={captchaSiteKey} />
  );
}
