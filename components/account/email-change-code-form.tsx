"use client";

import { EmailCodeInput } from "@/components/auth/email-code-form";
import { ActionForm, FormSuccess, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { confirmEmailChangeCodesAction } from "@/lib/auth/confirm-actions";

/**
 * The codes of a pending e-mail change, for a member who cannot open the links here: one from
 * the e-mail to the new address and one from the e-mail to the current address. It stays mounted
 * once nothing is pending (`newEmail` null), to say that the last code changed the address.
 */
export function EmailChangeCodeForm({
  currentEmail,
  newEmail,
}: {
  currentEmail: string;
  newEmail: string | null;
}) {
  const form = useActionForm(confirmEmailChangeCodesAction, ["newCode", "currentCode"], {
    toastSuccess: true,
  });
  const { state } = form;

  if (!newEmail) {
    return state.success && state.message ? (
      <div className="mt-6">
        <FormSuccess message={state.message} />
      </div>
    ) : null;
  }

  return (
    <div className="mt-6 border-t border-border pt-6">
      <p className="mb-4 text-sm text-muted-foreground">
        Or type the 6-digit codes from the two e-mails.
      </p>
      <ActionForm
        form={form}
        layout="section"
        submitLabel="Confirm with Codes"
        pendingLabel="Checking codes..."
      >
        <Field label={`Code sent to ${newEmail}`} error={state.fieldErrors.newCode}>
          <EmailCodeInput name="newCode" defaultValue={state.values.newCode} />
        </Field>
        <Field label={`Code sent to ${currentEmail}`} error={state.fieldErrors.currentCode}>
          <EmailCodeInput name="currentCode" defaultValue={state.values.currentCode} />
        </Field>
      </ActionForm>
    </div>
  );
}
