"use client";

import { changePasswordAction } from "@/lib/account/actions";
import {
  ActionForm,
  NewPasswordFields,
  PasswordField,
  useActionForm,
} from "@/components/auth/form-parts";

/** Current password, then the new one twice; other devices are signed out on success. */
export function ChangePasswordForm({
  email,
  captchaSiteKey,
}: {
  email: string;
  captchaSiteKey?: string;
}) {
  const form = useActionForm(
    changePasswordAction,
    ["currentPassword", "password", "confirmPassword"],
    { toastSuccess: true },
  );
  const { state } = form;

  return (
    <ActionForm
      form={form}
      layout="section"
      submitLabel="Change Password"
      pendingLabel="Changing password..."
      captchaSiteKey={captchaSiteKey}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        error={state.fieldErrors.currentPassword}
      />
      <NewPasswordFields errors={state.fieldErrors} />
    </ActionForm>
  );
}
