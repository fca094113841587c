import { authPageMetadata } from "@/lib/metadata";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { LinkProblem } from "@/components/auth/link-problem";
import { pageQuery, type SearchParams } from "@/lib/auth/page-query";
import { pendingEmail, resetLinkSent } from "@/lib/auth/pending-email";
import { copy } from "@/lib/i18n/copy";
import { FormCopy } from "@/lib/i18n/form-copy";
import { pageLang } from "@/lib/i18n/server-lang";
import { captchaSiteKey } from "@/lib/security/captcha";

export const metadata = authPageMetadata("forgot-password");

/** A failed reset link lands here with `?error=`: say why before the form. */
async function ResetLinkProblem({ searchParams }: { searchParams: SearchParams }) {
  const { error } = await pageQuery(searchParams);
  return error ? (
    <LinkProblem>{copy().ui.authCardsUi.forgotPassword.invalidLink}</LinkProblem>
  ) : null;
}

/** The form, or the "Check your e-mail" screen of a reset this browser asked for. */
async function PendingReset() {
  const email = await pendingEmail("recovery");
  return (
    <ForgotPasswordForm
      key={email ?? ""}
      pending={email ? { email, message: resetLinkSent(pageLang()) } : null}
      captchaSiteKey={captchaSiteKey()}
    />
  );
}

/** The words of the reset request and its "Check your e-mail" screen. */
const FORGOT_PASSWORD_PARTS = [
  "authFieldsUi",
  "captchaUi",
  "emailLinkFormUi",
  "codeFormUi",
  "checkEmailUi",
] as const;

export default function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const words = copy().ui.authCardsUi.forgotPassword;
  return (
    <AuthCard
      title={words.title}
      description={words.description}
      footerLink={{ prompt: words.prompt, href: "/login", label: words.link }}
    >
      <ResetLinkProblem searchParams={searchParams} />
      <FormCopy parts={FORGOT_PASSWORD_PARTS}>
        <PendingReset />
      </FormCopy>
    </AuthCard>
  );
}
