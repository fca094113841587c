"use client";

import { updatePasswordAction } from "@/lib/auth/actions";
import {
  FormAlert,
  NewPasswordInput,
  PasswordField,
  SubmitButton,
  useActionForm,
} from "@/components/auth/form-parts";
import { AUTH_LIMITS } from "@/lib/validations/limits";

/** The new password, twice. Success signs the recovery session in and goes home. */
export function ResetPasswordForm() {
  const { state, formAction, pending, formRef, toasted } = useActionForm(updatePasswordAction, [
    "password",
    "confirmPassword",
  ]);

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <NewPasswordInput label="New password" error={state.fieldErrors.password} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        error={state.fieldErrors.confirmPassword}
        minLength={AUTH_LIMITS.passwordMin}
      />
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Updating password...">
        Update Password
      </SubmitButton>
    </form>
  );
}
