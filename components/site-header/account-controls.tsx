"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { refreshAuthState, useAuthState } from "@/components/account/auth-state";
import { avatarClass } from "@/components/account/avatar";
import { useFlashToast } from "@/components/account/use-flash-toast";
import { Button } from "@/components/ui/button";
import { authLinks } from "@/content/nav";
import { cn } from "@/lib/utils";

import { MobileNav } from "./mobile-nav";

// The menu (Radix dropdown and all) is only fetched for someone who is signed in.
const AccountMenu = dynamic(
  () => import("@/components/account/account-menu").then((module) => module.AccountMenu),
  {
    ssr: false,
    loading: () => <span aria-hidden="true" className={cn(avatarClass, "opacity-60")} />,
  },
);

/**
 * The header's account corner. Wide screens: Log In and Start Your Journey, or the account menu
 * in the same reserved width. Narrow screens: the account menu (signed in only) beside the menu
 * toggle, whose panel offers the two links when signed out.
 *
 * Until the session is known the links are laid out but invisible, so neither the anonymous nor
 * the signed-in result moves anything. Session pages depend on cookies and cannot be prefetched
 * usefully, so the links don't try.
 */
export function AccountControls() {
  const pathname = usePathname();
  const auth = useAuthState();
  // A server action that signs in or out only changes cookies and then navigates.
  useEffect(() => refreshAuthState(), [pathname]);
  useFlashToast(pathname);

  // Signed out elsewhere (another tab, an expired session) while on an account page: let the
  // server decide again, which sends the visitor to /login instead of leaving their data on screen.
  const router = useRouter();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (auth.status === "signed-in") wasSignedIn.current = true;
    if (auth.status !== "signed-out" || !wasSignedIn.current) return;
    wasSignedIn.current = false;
    if (pathname.startsWith("/profile")) router.refresh();
  }, [auth.status, pathname, router]);

  const signedIn = auth.status === "signed-in";
  return (
    <div className="relative flex items-center gap-2">
      <div
        data-testid="account-controls"
        data-account-slot=""
        data-auth={auth.status}
        className={cn(
          "hidden items-center gap-2 lg:flex",
          auth.status !== "signed-out" && "invisible",
        )}
      >
        <Button asChild variant="ghost" size="sm">
          <Link href={authLinks.login.path} prefetch={false}>
            {authLinks.login.title}
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href={authLinks.signup.path} prefetch={false}>
            {authLinks.signup.title}
          </Link>
        </Button>
      </div>
      {/* Without JavaScript the session is never known: show the links. */}
      <noscript>
        <style>{"[data-account-slot]{visibility:visible}"}</style>
      </noscript>
      {signedIn ? (
        <div className="flex items-center lg:absolute lg:inset-y-0 lg:right-0">
          <AccountMenu email={auth.email} />
        </div>
      ) : null}
      <MobileNav signedIn={signedIn} />
    </div>
  );
}
