"use client";

import { changeEmailAction } from "@/lib/account/actions";
import { FormAlert, SubmitButton, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";

/** The new address; it replaces the current one only once its confirmation link is opened. */
export function ChangeEmailForm() {
  const { state, formAction, pending, formRef, toasted } = useActionForm(
    changeEmailAction,
    ["email"],
    { toastSuccess: true },
  );

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-4">
      <Field label="New email" error={state.fieldErrors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={state.values.email ?? ""}
        />
      </Field>
      <FormAlert message={state.message} success={state.success} toasted={toasted} />
      <SubmitButton
        pending={pending}
        pendingLabel="Sending link..."
        className="sm:justify-self-start"
      >
        Change Email
      </SubmitButton>
    </form>
  );
}
