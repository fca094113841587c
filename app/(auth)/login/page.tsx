import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { LinkProblem } from "@/components/auth/link-problem";
import { LoginForm } from "@/components/auth/login-form";
import { safeNextPath, withNext } from "@/lib/security/redirects";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your Gurukul Code account to continue your learning journey.",
  alternates: { canonical: "/login" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { next, error } = await searchParams;
  const nextPath = safeNextPath(next);

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to continue your journey with Gurukul Code."
      footerLink={{
        prompt: "Don't have an account?",
        href: withNext("/signup", nextPath),
        label: "Sign up",
      }}
    >
      {error === "invalid_link" ? (
        <LinkProblem>
          That confirmation link is invalid or has expired. Log in, or sign up again to get a new
          one.
        </LinkProblem>
      ) : null}
      <LoginForm next={nextPath} />
    </AuthCard>
  );
}
