"use client";

import type { ReactNode } from "react";

import { CheckEmail, type SentEmail } from "@/components/auth/check-email";
import { ActionForm, EmailField, useActionForm } from "@/components/auth/form-parts";
import { emailLinkFormUi } from "@/content/ui";
import type { FormState } from "@/lib/auth/form-state";
import { useClientCopy } from "@/lib/i18n/client-copy";

type EmailLinkFormProps = {
  /** Sends the link; it answers the same whether or not the address has an account. */
  action: (previous: FormState<"email">, formData: FormData) => Promise<FormState<"email">>;
  submitLabel: string;
  /** The kind of code the e-mail carries, which the confirmation then asks for. */
  codeType: "signup" | "recovery";
  /** Shown under the confirmation that replaces the form once the link is on its way. */
  children?: ReactNode;
  /** An e-mail this browser is still waiting on (from the server): its screen, not the form. */
  pending?: SentEmail | null;
  /** Turnstile's site key, when the check is on. */
  captchaSiteKey?: string;
  /** The address to fill in, when the page already knows it. */
  email?: string;
};

/** Asks for an e-mailed link (a password reset, a new confirmation) for one address. */
export function EmailLinkForm({
  action,
  submitLabel,
  codeType,
  children,
  pending = null,
  captchaSiteKey,
  email,
}: EmailLinkFormProps) {
  const form = useActionForm(action, ["email"]);
  const { state } = form;
  const words = useClientCopy("emailLinkFormUi", emailLinkFormUi);

  const sent =
    state.success && state.message
      ? { email: state.values.email ?? "", message: state.message }
      : pending;
  if (sent) {
    return (
      <CheckEmail sent={sent} type={codeType}>
        {children}
      </CheckEmail>
    );
  }

  return (
    <ActionForm
      form={form}
      submitLabel={submitLabel}
      pendingLabel={words.pending}
      captchaSiteKey={captchaSiteKey}
    >
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email ?? email} />
    </ActionForm>
  );
}
