import { AuthCard } from "@/components/auth/auth-card";
import { LinkProblem } from "@/components/auth/link-problem";
import { LoginForm } from "@/components/auth/login-form";
import { SignInChoices } from "@/components/auth/sign-in-choices";
import { googleSignInEnabled, phoneSignInEnabled } from "@/lib/auth/google";
import { smsCountries } from "@/lib/auth/sms-countries";
import { captchaSiteKey } from "@/lib/security/captcha";
import { pageQuery, type SearchParams } from "@/lib/auth/page-query";
import { withNext } from "@/lib/security/redirects";

/** Why a Google sign-in came back here instead of signing in (`?error=` of /auth/callback). */
const GOOGLE_PROBLEMS: Record<string, string> = {
  google_cancelled: "Google sign-in was cancelled. Choose how you'd like to log in.",
  google_failed:
    "We couldn't sign you in with Google just now. Please try again, or log in with your e-mail and password.",
  google_unavailable:
    "Signing in with Google isn't available right now. Log in with your e-mail and password.",
  google_email_exists:
    "An account with this e-mail already exists, and Google hasn't confirmed the address. Log in with your password; once your Google address is verified you can continue with Google.",
};

/** The log-in card; `?next=` is carried on to the form and the sign-up link. */
export async function LoginView({ searchParams }: { searchParams: SearchParams }) {
  const [{ next, error }, google, phone] = await Promise.all([
    pageQuery(searchParams),
    googleSignInEnabled(),
    phoneSignInEnabled(),
  ]);
  const captcha = captchaSiteKey();
  const googleProblem = error ? GOOGLE_PROBLEMS[error] : undefined;

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to continue your journey with Gurukul Code."
      footerLink={{
        prompt: "Don't have an account?",
        href: withNext("/signup", next),
        label: "Sign up",
      }}
    >
      {error === "invalid_link" ? (
        <LinkProblem>
          That confirmation link is invalid or has expired. Log in, or sign up again to get a new
          one.
        </LinkProblem>
      ) : null}
      {googleProblem ? <LinkProblem>{googleProblem}</LinkProblem> : null}
      <SignInChoices
        next={next}
        page="/login"
        google={google}
        phone={phone}
        emailCode
        countries={smsCountries()}
        captchaSiteKey={captcha}
      >
        <LoginForm next={next} captchaSiteKey={captcha} />
      </SignInChoices>
    </AuthCard>
  );
}
