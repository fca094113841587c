import type { Metadata } from "next";

import { SignupView } from "@/components/auth/signup-view";
import type { SearchParams } from "@/lib/auth/page-query";

export const metadata: Metadata = {
  title: "Sign up",
  description:
    "Create your Gurukul Code account and start a personalised, AI-guided career journey.",
  alternates: { canonical: "/signup" },
};

/** Rendered per request: `?next=` is in the form from the first byte, with or without script. */
export default function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  return <SignupView searchParams={searchParams} />;
}
