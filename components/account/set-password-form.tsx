"use client";

import { setPasswordAction } from "@/lib/account/actions";
import { ActionForm, NewPasswordFields, useActionForm } from "@/components/auth/form-parts";

/** A first password for an account made with Google: the new one twice. */
export function SetPasswordForm({ email }: { email: string }) {
  const form = useActionForm(setPasswordAction, ["password", "confirmPassword"], {
    toastSuccess: true,
  });
  const { state } = form;

  return (
    <ActionForm
      form={form}
      layout="section"
      submitLabel="Set Password"
      pendingLabel="Setting password..."
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <NewPasswordFields errors={state.fieldErrors} />
    </ActionForm>
  );
}
