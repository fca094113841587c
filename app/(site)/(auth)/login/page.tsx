import type { Metadata } from "next";

import { LoginView } from "@/components/auth/login-view";
import type { SearchParams } from "@/lib/auth/page-query";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your Gurukul Code account to continue your learning journey.",
  alternates: { canonical: "/login" },
};

/** Rendered per request: `?next=` is in the form from the first byte, with or without script. */
export default function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  return <LoginView searchParams={searchParams} />;
}
