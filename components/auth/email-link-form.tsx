"use client";

import type { ReactNode } from "react";

import {
  EmailField,
  FormAlert,
  FormSuccess,
  SubmitButton,
  useActionForm,
} from "@/components/auth/form-parts";
import type { FormState } from "@/lib/auth/form-state";

type EmailLinkFormProps = {
  /** Sends the link; it answers the same whether or not the address has an account. */
  action: (previous: FormState<"email">, formData: FormData) => Promise<FormState<"email">>;
  submitLabel: string;
  /** Shown under the confirmation that replaces the form once the link is on its way. */
  children?: ReactNode;
};

/** Asks for an e-mailed link (a password reset, a new confirmation) for one address. */
export function EmailLinkForm({ action, submitLabel, children }: EmailLinkFormProps) {
  const { state, formAction, pending, formRef, toasted } = useActionForm(action, ["email"]);

  if (state.success && state.message) {
    return <FormSuccess message={state.message}>{children}</FormSuccess>;
  }

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Sending link...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
