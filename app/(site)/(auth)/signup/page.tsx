import { authPageMetadata } from "@/lib/metadata";
import { SignupView } from "@/components/auth/signup-view";
import type { SearchParams } from "@/lib/auth/page-query";

export const metadata = authPageMetadata("signup");

/** Rendered per request: `?next=` is in the form from the first byte, with or without script. */
export default function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  return <SignupView searchParams={searchParams} />;
}
