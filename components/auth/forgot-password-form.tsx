"use client";

import { Link } from "@/components/ui/link";

import { requestPasswordResetAction } from "@/lib/auth/actions";
import { textLinkClass } from "@/components/auth/auth-card";
import type { SentEmail } from "@/components/auth/check-email";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { emailLinkFormUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({
  pending,
  captchaSiteKey,
}: {
  pending: SentEmail | null;
  captchaSiteKey?: string;
}) {
  const words = useClientCopy("emailLinkFormUi", emailLinkFormUi);
  return (
    <EmailLinkForm
      action={requestPasswordResetAction}
      submitLabel={words.sendResetLink}
      codeType="recovery"
      pending={pending}
      captchaSiteKey={captchaSiteKey}
    >
      <p className="mt-3 text-sm">
        <Link href="/login" className={textLinkClass}>
          {words.backToLogin}
        </Link>
      </p>
    </EmailLinkForm>
  );
}
