"use client";

import { updatePasswordAction } from "@/lib/auth/actions";
import { ActionForm, NewPasswordFields, useActionForm } from "@/components/auth/form-parts";

/** The new password, twice. Success signs the recovery session in and goes home. */
export function ResetPasswordForm() {
  const form = useActionForm(updatePasswordAction, ["password", "confirmPassword"]);
  const { state } = form;

  return (
    <ActionForm form={form} submitLabel="Update Password" pendingLabel="Updating password...">
      <NewPasswordFields errors={state.fieldErrors} />
    </ActionForm>
  );
}
