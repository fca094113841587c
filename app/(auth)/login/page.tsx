import type { Metadata } from "next";
import { Suspense } from "react";

import { LoginView } from "@/components/auth/login-view";
import { CardLoading } from "@/components/ui/card-loading";
import type { SearchParams } from "@/lib/auth/page-query";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your Gurukul Code account to continue your learning journey.",
  alternates: { canonical: "/login" },
};

/**
 * The page is prerendered around its card; the card, which carries `?next=` and `?error=`, is
 * read per request and streamed into it.
 */
export default function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<CardLoading label="Loading..." className="mt-4" />}>
      <LoginView searchParams={searchParams} />
    </Suspense>
  );
}
