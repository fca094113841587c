"use client";

import { changePasswordAction } from "@/lib/account/actions";
import {
  FormAlert,
  NewPasswordInput,
  PasswordField,
  SubmitButton,
  useActionForm,
} from "@/components/auth/form-parts";

/** Current password, then the new one twice; other devices are signed out on success. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { state, formAction, pending, formRef, toasted } = useActionForm(
    changePasswordAction,
    ["currentPassword", "password", "confirmPassword"],
    { toastSuccess: true },
  );

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        error={state.fieldErrors.currentPassword}
      />
      <NewPasswordInput label="New password" error={state.fieldErrors.password} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        error={state.fieldErrors.confirmPassword}
      />
      <FormAlert message={state.message} success={state.success} toasted={toasted} />
      <SubmitButton
        pending={pending}
        pendingLabel="Changing password..."
        className="sm:justify-self-start"
      >
        Change Password
      </SubmitButton>
    </form>
  );
}
