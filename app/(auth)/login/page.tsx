import type { Metadata } from "next";

import { LoginView } from "@/components/auth/login-view";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your Gurukul Code account to continue your learning journey.",
  alternates: { canonical: "/login" },
};

/** Prerendered: `?next=` and `?error=` are read in the browser (components/auth/use-page-query). */
export default function LoginPage() {
  return <LoginView />;
}
