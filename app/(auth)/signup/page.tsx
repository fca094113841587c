import type { Metadata } from "next";

import { SignupView } from "@/components/auth/signup-view";

export const metadata: Metadata = {
  title: "Sign up",
  description:
    "Create your Gurukul Code account and start a personalised, AI-guided career journey.",
  alternates: { canonical: "/signup" },
};

/** Prerendered: `?next=` and `?error=` are read in the browser (components/auth/use-page-query). */
export default function SignupPage() {
  return <SignupView />;
}
