"use client";

import { Link } from "@/components/ui/link";

import { requestPasswordResetAction } from "@/lib/auth/actions";
import { textLinkClass } from "@/components/auth/auth-card";
import type { SentEmail } from "@/components/auth/check-email";
import { EmailLinkForm } from "@/components/auth/email-link-form";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({
  pending,
  captchaSiteKey,
}: {
  pending: SentEmail | null;
  captchaSiteKey?: string;
}) {
  return (
    <EmailLinkForm
      action={requestPasswordResetAction}
      submitLabel="Send Reset Link"
      codeType="recovery"
      pending={pending}
      captchaSiteKey={captchaSiteKey}
    >
      <p className="mt-3 text-sm">
        <Link href="/login" className={textLinkClass}>
          Back to log in
        </Link>
      </p>
    </EmailLinkForm>
  );
}
