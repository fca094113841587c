"use client";

import { resendConfirmationAction } from "@/lib/auth/actions";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { emailLinkFormUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/** Asks for a new sign-up confirmation link; the answer is the same whatever the address. */
export function ResendConfirmationForm({
  captchaSiteKey,
  email,
}: {
  captchaSiteKey?: string;
  /** The address to fill in, when the page already knows it. */
  email?: string;
}) {
  const words = useClientCopy("emailLinkFormUi", emailLinkFormUi);
  return (
    <EmailLinkForm
      email={email}
      action={resendConfirmationAction}
      submitLabel={words.sendNewLink}
      codeType="signup"
      captchaSiteKey={captchaSiteKey}
    />
  );
}
