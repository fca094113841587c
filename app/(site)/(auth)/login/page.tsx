import { authPageMetadata } from "@/lib/metadata";
import { LoginView } from "@/components/auth/login-view";
import type { SearchParams } from "@/lib/auth/page-query";

export const metadata = authPageMetadata("login");

/** Rendered per request: `?next=` is in the form from the first byte, with or without script. */
export default function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  return <LoginView searchParams={searchParams} />;
}
