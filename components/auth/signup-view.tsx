import { AuthCard } from "@/components/auth/auth-card";
import { LinkProblem } from "@/components/auth/link-problem";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { SignInChoices } from "@/components/auth/sign-in-choices";
import { SignupForm } from "@/components/auth/signup-form";
import { googleSignInEnabled, phoneSignInEnabled } from "@/lib/auth/google";
import { smsCountries } from "@/lib/auth/sms-countries";
import { pageQuery, type SearchParams } from "@/lib/auth/page-query";
import { confirmationSent, pendingEmail } from "@/lib/auth/pending-email";
import { captchaSiteKey } from "@/lib/security/captcha";
import { copy } from "@/lib/i18n/copy";
import { FormCopy } from "@/lib/i18n/form-copy";
import { pageLang } from "@/lib/i18n/server-lang";
import { withNext } from "@/lib/security/redirects";

/** The words of the sign-up card's forms, the ones a visitor picks included. */
const SIGNUP_PARTS = [
  "authFieldsUi",
  "captchaUi",
  "signInChoicesUi",
  "signupFormUi",
  "emailLinkFormUi",
  "codeFormUi",
  "checkEmailUi",
  "phoneSignInUi",
  "validationUi",
] as const;

/**
 * The sign-up card; `?next=` is carried on to the form and the log-in link. A confirmation link
 * that failed (`?error=invalid_link`) offers a new one instead of the form; a sign-up waiting on
 * its confirmation shows its "Check your e-mail" screen.
 */
export async function SignupView({ searchParams }: { searchParams: SearchParams }) {
  const [{ next, error }, google, phone, email] = await Promise.all([
    pageQuery(searchParams),
    googleSignInEnabled(),
    phoneSignInEnabled(),
    pendingEmail("signup"),
  ]);
  const pending = email ? { email, message: confirmationSent(email, pageLang()) } : null;
  const captcha = captchaSiteKey();
  const words = copy().ui.authCardsUi.signup;

  return (
    <AuthCard
      title={words.title}
      description={words.description}
      footerLink={{ prompt: words.prompt, href: withNext("/login", next), label: words.link }}
    >
      <FormCopy parts={SIGNUP_PARTS}>
        {error === "invalid_link" ? (
          <>
            <LinkProblem>{words.invalidLink}</LinkProblem>
            <ResendConfirmationForm captchaSiteKey={captcha} />
          </>
        ) : (
          <SignInChoices
            next={next}
            page="/signup"
            google={google && !pending}
            phone={phone && !pending}
            emailCode={false}
            countries={smsCountries()}
            captchaSiteKey={captcha}
          >
            {/* A new key when the screen starts waiting or stops: the form starts afresh. */}
            <SignupForm key={email ?? ""} next={next} pending={pending} captchaSiteKey={captcha} />
          </SignInChoices>
        )}
      </FormCopy>
    </AuthCard>
  );
}
