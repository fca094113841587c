import { AuthCard } from "@/components/auth/auth-card";
import { LinkProblem } from "@/components/auth/link-problem";
import { LoginForm } from "@/components/auth/login-form";
import { SignInChoices } from "@/components/auth/sign-in-choices";
import { googleSignInEnabled, phoneSignInEnabled } from "@/lib/auth/google";
import { smsCountries } from "@/lib/auth/sms-countries";
import { captchaSiteKey } from "@/lib/security/captcha";
import { pageQuery, type SearchParams } from "@/lib/auth/page-query";
import { copy } from "@/lib/i18n/copy";
import { FormCopy } from "@/lib/i18n/form-copy";
import { withNext } from "@/lib/security/redirects";

/** The words of the log-in card's forms, the ones a visitor picks included. */
const LOGIN_PARTS = [
  "authFieldsUi",
  "captchaUi",
  "signInChoicesUi",
  "loginFormUi",
  "codeFormUi",
  "emailCodeSignInUi",
  "phoneSignInUi",
  "validationUi",
] as const;

/** The log-in card; `?next=` is carried on to the form and the sign-up link. */
export async function LoginView({ searchParams }: { searchParams: SearchParams }) {
  const [{ next, error }, google, phone] = await Promise.all([
    pageQuery(searchParams),
    googleSignInEnabled(),
    phoneSignInEnabled(),
  ]);
  const captcha = captchaSiteKey();
  const { login: words, googleProblems } = copy().ui.authCardsUi;
  const googleProblem =
    error && Object.hasOwn(googleProblems, error)
      ? googleProblems[error as keyof typeof googleProblems]
      : undefined;

  return (
    <AuthCard
      title={words.title}
      description={words.description}
      footerLink={{ prompt: words.prompt, href: withNext("/signup", next), label: words.link }}
    >
      {error === "invalid_link" ? <LinkProblem>{words.invalidLink}</LinkProblem> : null}
      {googleProblem ? <LinkProblem>{googleProblem}</LinkProblem> : null}
      <FormCopy parts={LOGIN_PARTS}>
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
      </FormCopy>
    </AuthCard>
  );
}
