import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard, textLinkClass } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Button } from "@/components/ui/button";
import { verifiedClaims } from "@/lib/supabase/claims";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = {
  title: "Set a new password",
  description: "Choose a new password for your Gurukul Code account.",
  robots: { index: false, follow: false },
};

/** Reached signed in through the e-mailed recovery link (`/auth/confirm`). */
export default async function ResetPasswordPage() {
  const supabase = await createClient();
  const claims = await verifiedClaims(supabase);
  const email = typeof claims?.email === "string" ? claims.email : null;

  if (!claims) {
    return (
      <AuthCard
        title="Set a new password"
        description="This page needs the link from your password reset e-mail, and that link has expired or was already used."
      >
        <Button asChild size="lg" className="w-full">
          <Link href="/forgot-password">Request a new link</Link>
        </Button>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Know your password?{" "}
          <Link href="/login" className={textLinkClass}>
            Log in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      description={
        email ? (
          <>
            Choose a new password for <span className="font-medium text-foreground">{email}</span>.
          </>
        ) : (
          "Choose a new password for your account."
        )
      }
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
