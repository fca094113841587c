"use client";

import type { ReactNode } from "react";

import { EmailCodeForm } from "@/components/auth/email-code-form";
import { ActionForm, EmailField, FormSuccess, useActionForm } from "@/components/auth/form-parts";
import type { FormState } from "@/lib/auth/form-state";

type EmailLinkFormProps = {
  /** Sends the link; it answers the same whether or not the address has an account. */
  action: (previous: FormState<"email">, formData: FormData) => Promise<FormState<"email">>;
  submitLabel: string;
  /** The kind of code the e-mail carries, which the confirmation then asks for. */
  codeType: "signup" | "recovery";
  /** Shown under the confirmation that replaces the form once the link is on its way. */
  children?: ReactNode;
};

/** Asks for an e-mailed link (a password reset, a new confirmation) for one address. */
export function EmailLinkForm({ action, submitLabel, codeType, children }: EmailLinkFormProps) {
  const form = useActionForm(action, ["email"]);
  const { state } = form;

  if (state.success && state.message) {
    return (
      <>
        <FormSuccess message={state.message}>{children}</FormSuccess>
        {state.values.email ? <EmailCodeForm email={state.values.email} type={codeType} /> : null}
      </>
    );
  }

  return (
    <ActionForm form={form} submitLabel={submitLabel} pendingLabel="Sending link...">
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
    </ActionForm>
  );
}
