"use client";

import { updatePasswordAction } from "@/lib/auth/actions";
import {
  ActionForm,
  NewPasswordInput,
  PasswordField,
  useActionForm,
} from "@/components/auth/form-parts";
import { AUTH_LIMITS } from "@/lib/validations/limits";

/** The new password, twice. Success signs the recovery session in and goes home. */
export function ResetPasswordForm() {
  const form = useActionForm(updatePasswordAction, ["password", "confirmPassword"]);
  const { state } = form;

  return (
    <ActionForm form={form} submitLabel="Update Password" pendingLabel="Updating password...">
      <NewPasswordInput label="New password" error={state.fieldErrors.password} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        error={state.fieldErrors.confirmPassword}
        minLength={AUTH_LIMITS.passwordMin}
      />
    </ActionForm>
  );
}
