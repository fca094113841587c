import { redirect } from "next/navigation";
import type { ReactNode } from "react";

import { getVerifiedClaims } from "./_lib/claims";

/**
 * Account pages. proxy.ts already sends visitors without a session to /login; this re-checks on
 * the server, since a layout must not rely on a proxy matcher staying in sync with it.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  if (!(await getVerifiedClaims())) redirect("/login?next=/profile");

  return (
    <section className="relative overflow-hidden bg-dawn px-4 pt-28 pb-20 sm:px-6 sm:pt-36">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-glow"
      />
      <div className="relative mx-auto w-full max-w-xl">{children}</div>
    </section>
  );
}
