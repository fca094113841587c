"use client";

import { resendConfirmationAction } from "@/lib/auth/actions";
import { EmailLinkForm } from "@/components/auth/email-link-form";

/** Asks for a new sign-up confirmation link; the answer is the same whatever the address. */
export function ResendConfirmationForm({ captchaSiteKey }: { captchaSiteKey?: string }) {
  return (
    <EmailLinkForm
      action={resendConfirmationAction}
      submitLabel="Send New Link"
      codeType="signup"
      captchaSiteKey={captchaSiteKey}
    />
  );
}
