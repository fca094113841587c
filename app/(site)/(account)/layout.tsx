import { redirect } from "next/navigation";
import type { ReactNode } from "react";

import { CardPage } from "@/components/auth/card-page";

import { getVerifiedClaims } from "./_lib/claims";

/**
 * Account pages. proxy.ts already sends visitors without a session to /login; this re-checks on
 * the server, since a layout must not rely on a proxy matcher staying in sync with it.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  if (!(await getVerifiedClaims())) redirect("/login?next=/profile");

  return (
    <CardPage width="xl" glow>
      {children}
    </CardPage>
  );
}
