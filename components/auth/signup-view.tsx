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
import { withNext } from "@/lib/security/redirects";

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
  const pending = email ? { email, message: confirmationSent(email) } : null;
  const captcha = captchaSiteKey();

  return (
    <AuthCard
      title="Create your account"
      description="Start your journey with Gurukul Code. It only takes a minute."
      footerLink={{
        prompt: "Already have an account?",
        href: withNext("/login", next),
        label: "Log in",
      }}
    >
      {error === "invalid_link" ? (
        <>
          <LinkProblem>
            That confirmation link is invalid or has expired. If you have confirmed your address
            already, log in; otherwise enter your e-mail and we&apos;ll send you a new one.
          </LinkProblem>
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
    </AuthCard>
  );
}
