import { redirect } from "next/navigation";
import { Suspense, type ReactNode } from "react";

import { CardLoading } from "@/components/ui/card-loading";

import { getVerifiedClaims } from "./_lib/claims";

/**
 * proxy.ts already sends visitors without a session to /login; this re-checks on the server,
 * since a layout must not rely on a proxy matcher staying in sync with it.
 */
async function SignedInOnly({ children }: { children: ReactNode }) {
  if (!(await getVerifiedClaims())) redirect("/login?next=/profile");
  return children;
}

/**
 * Account pages: the frame is prerendered; the member's content is read per request and streamed
 * in, with a loading text until then (spec §2).
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-dawn px-4 pt-28 pb-20 sm:px-6 sm:pt-36">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-glow"
      />
      <div className="relative mx-auto w-full max-w-xl">
        <Suspense fallback={<CardLoading label="Loading your profile..." />}>
          <SignedInOnly>{children}</SignedInOnly>
        </Suspense>
      </div>
    </section>
  );
}
