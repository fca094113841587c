"use client";

import { useActionState, useRef } from "react";

import { updatePasswordAction } from "@/lib/auth/actions";
import {
  FormAlert,
  NewPasswordInput,
  SubmitButton,
  useFormFeedback,
} from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
  const { toasted } = useFormFeedback(state, formRef, FIELDS);

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <NewPasswordInput label="New password" error={state.fieldErrors.password} />
      <Field label="Confirm new password" error={state.fieldErrors.confirmPassword}>
        <Input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={AUTH_LIMITS.passwordMin}
          maxLength={AUTH_LIMITS.passwordMax}
        />
      </Field>
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Updating password...">
        Update Password
      </SubmitButton>
    </form>
  );
}
