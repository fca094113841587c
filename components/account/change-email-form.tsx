"use client";

import { changeEmailAction } from "@/lib/account/actions";
import { ActionForm, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";

/** The new address; it replaces the current one only once its confirmation link is opened. */
export function ChangeEmailForm() {
  const form = useActionForm(changeEmailAction, ["email"], { toastSuccess: true });
  const { state } = form;

  return (
    <ActionForm
      form={form}
      layout="section"
      submitLabel="Change E-mail"
      pendingLabel="Sending link..."
    >
      <Field label="New e-mail" error={state.fieldErrors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={state.values.email ?? ""}
        />
      </Field>
    </ActionForm>
  );
}
