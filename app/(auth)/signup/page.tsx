import type { Metadata } from "next";
import { Suspense } from "react";

import { SignupView } from "@/components/auth/signup-view";
import { CardLoading } from "@/components/ui/card-loading";
import type { SearchParams } from "@/lib/auth/page-query";

export const metadata: Metadata = {
  title: "Sign up",
  description:
    "Create your Gurukul Code account and start a personalised, AI-guided career journey.",
  alternates: { canonical: "/signup" },
};

/**
 * The page is prerendered around its card; the card, which carries `?next=` and `?error=`, is
 * read per request and streamed into it.
 */
export default function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<CardLoading label="Loading..." className="mt-4" />}>
      <SignupView searchParams={searchParams} />
    </Suspense>
  );
}
