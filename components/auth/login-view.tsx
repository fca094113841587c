import { AuthCard } from "@/components/auth/auth-card";
import { LinkProblem } from "@/components/auth/link-problem";
import { LoginForm } from "@/components/auth/login-form";
import { pageQuery, type SearchParams } from "@/lib/auth/page-query";
import { withNext } from "@/lib/security/redirects";

/** The log-in card; `?next=` is carried on to the form and the sign-up link. */
export async function LoginView({ searchParams }: { searchParams: SearchParams }) {
  const { next, error } = await pageQuery(searchParams);

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
      <LoginForm next={next} />
    </AuthCard>
  );
}
