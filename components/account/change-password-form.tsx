"use client";

import { useActionState, useRef } from "react";

import { changePasswordAction } from "@/lib/account/actions";
import {
  FormAlert,
  NewPasswordInput,
  SubmitButton,
  useFormFeedback,
} from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { initialFormState, type ChangePasswordField, type FormState } from "@/lib/auth/form-state";
import { AUTH_LIMITS } from "@/lib/validations/limits";

const FIELDS = [
  "currentPassword",
  "password",
  "confirmPassword",
] as const satisfies readonly ChangePasswordField[];

/** Current password, then the new one twice; other devices are signed out on success. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [state, formAction, pending] = useActionState(
    changePasswordAction,
    initialFormState as FormState<ChangePasswordField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { toasted } = useFormFeedback(state, formRef, FIELDS, { toastSuccess: true });

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <Field label="Current password" error={state.fieldErrors.currentPassword}>
        <Input
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={AUTH_LIMITS.passwordMax}
        />
      </Field>
      <NewPasswordInput label="New password" error={state.fieldErrors.password} />
      <Field label="Confirm new password" error={state.fieldErrors.confirmPassword}>
        <Input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={AUTH_LIMITS.passwordMax}
        />
      </Field>
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
