"use client";

import { updatePasswordAction } from "@/lib/auth/actions";
import { ActionForm, NewPasswordFields, useActionForm } from "@/components/auth/form-parts";
import { resetPasswordFormUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/** The new password, twice. Success signs the recovery session in and goes home. */
export function ResetPasswordForm() {
  const form = useActionForm(updatePasswordAction, ["password", "confirmPassword"]);
  const { state } = form;
  const words = useClientCopy("resetPasswordFormUi", resetPasswordFormUi);

  return (
    <ActionForm form={form} submitLabel={words.submit} pendingLabel={words.pending}>
      <NewPasswordFields errors={state.fieldErrors} />
    </ActionForm>
  );
}
