"use client";

import { useActionState, useRef } from "react";

import { updatePasswordAction } from "@/lib/auth/actions";
import { FormAlert, SubmitButton, TextField, useFormFeedback } from "@/components/auth/form-parts";
import { initialFormState, type FormState, type NewPasswordField } from "@/lib/auth/form-state";
import { AUTH_LIMITS } from "@/lib/validations/limits";

const FIELDS = ["password", "confirmPassword"] as const satisfies readonly NewPasswordField[];

/** The new password, twice. Success signs the recovery session in and goes home. */
export function ResetPasswordForm() {
  const [state, formAction, pending] = useActionState(
    updatePasswordAction,
    initialFormState as FormState<NewPasswordField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useFormFeedback(state, formRef, FIELDS);

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={AUTH_LIMITS.passwordMin}
        maxLength={AUTH_LIMITS.passwordMax}
        hint={`At least ${AUTH_LIMITS.passwordMin} characters.`}
        error={state.fieldErrors.password}
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        minLength={AUTH_LIMITS.passwordMin}
        maxLength={AUTH_LIMITS.passwordMax}
        error={state.fieldErrors.confirmPassword}
      />
      <FormAlert message={state.message} />
      <SubmitButton pending={pending} pendingLabel="Updating password...">
        Update Password
      </SubmitButton>
    </form>
  );
}
