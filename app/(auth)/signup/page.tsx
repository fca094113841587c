import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { LinkProblem } from "@/components/auth/link-problem";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { SignupForm } from "@/components/auth/signup-form";
import { safeNextPath, withNext } from "@/lib/security/redirects";

export const metadata: Metadata = {
  title: "Sign up",
  description:
    "Create your Gurukul Code account and start a personalised, AI-guided career journey.",
  alternates: { canonical: "/signup" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  const { next, error } = await searchParams;
  const nextPath = safeNextPath(next);

  return (
    <AuthCard
      title="Create your account"
      description="Start your journey with Gurukul Code. It only takes a minute."
      footerLink={{
        prompt: "Already have an account?",
        href: withNext("/login", nextPath),
        label: "Log in",
      }}
    >
      {error === "invalid_link" ? (
        <>
          <LinkProblem>
            That confirmation link is invalid or has expired. If you have confirmed your address
            already, log in; otherwise enter your e-mail and we&apos;ll send you a new one.
          </LinkProblem>
          <ResendConfirmationForm />
        </>
      ) : (
        <SignupForm next={nextPath} />
      )}
    </AuthCard>
  );
}
