import { authPageMetadata } from "@/lib/metadata";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { LinkProblem } from "@/components/auth/link-problem";
import { pageQuery, type SearchParams } from "@/lib/auth/page-query";
import { pendingEmail, RESET_LINK_SENT } from "@/lib/auth/pending-email";
import { captchaSiteKey } from "@/lib/security/captcha";

export const metadata = authPageMetadata("forgot-password");

/** A failed reset link lands here with `?error=`: say why before the form. */
async function ResetLinkProblem({ searchParams }: { searchParams: SearchParams }) {
  const { error } = await pageQuery(searchParams);
  return error ? (
    <LinkProblem>That reset link is invalid or has expired. Request a new one below.</LinkProblem>
  ) : null;
}

/** The form, or the "Check your e-mail" screen of a reset this browser asked for. */
async function PendingReset() {
  const email = await pendingEmail("recovery");
  return (
    <ForgotPasswordForm
      key={email ?? ""}
      pending={email ? { email, message: RESET_LINK_SENT } : null}
      captchaSiteKey={captchaSiteKey()}
    />
  );
}

export default function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail you signed up with and we'll send you a link to set a new password."
      footerLink={{ prompt: "Remembered it?", href: "/login", label: "Log in" }}
    >
      <ResetLinkProblem searchParams={searchParams} />
      <PendingReset />
    </AuthCard>
  );
}
