"use client";

import { clsx } from "clsx";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

import { refreshAuthState, useAuthState } from "@/lib/auth/auth-state";
import { avatarClass } from "@/components/account/avatar";
import { useFlashToast } from "@/components/account/use-flash-toast";

// Fetched only the moment an account has just been created.
const WelcomeCard = dynamic(
  () => import("@/components/account/welcome-card").then((module) => module.WelcomeCard),
  { ssr: false },
);

// The menu (Radix dropdown and all) is only fetched for someone who is signed in.
const AccountMenu = dynamic(
  () => import("@/components/account/account-menu").then((module) => module.AccountMenu),
  {
    ssr: false,
    loading: () => <span aria-hidden="true" className={clsx(avatarClass, "opacity-60")} />,
  },
);

/**
 * The header's account corner on wide screens: Log In and Start Your Journey (rendered by the
 * server, passed as children), or the account menu in the same reserved width; on narrow screens
 * the account menu only (the menu panel offers the links).
 *
 * Until the session is known the links are laid out but invisible, so neither the anonymous nor
 * the signed-in result moves anything. Without JavaScript the session is never known, and the
 * links show (the `scripting` media feature).
 */
export function AccountControls({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const auth = useAuthState();
  // A server action that signs in or out only changes cookies and then navigates.
  useEffect(() => refreshAuthState(), [pathname]);
  const { welcome, dismissWelcome } = useFlashToast(pathname);

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

  return (
    <>
      <div
        data-testid="account-controls"
        data-auth={auth.status}
        className={clsx(
          "hidden items-center gap-2 lg:flex",
          auth.status !== "signed-out" && "scripting:invisible",
        )}
      >
        {children}
      </div>
      {auth.status === "signed-in" ? (
        <div className="flex items-center lg:absolute lg:inset-y-0 lg:right-0">
          <AccountMenu email={auth.email} />
        </div>
      ) : null}
      {welcome ? <WelcomeCard onDismiss={dismissWelcome} /> : null}
    </>
  );
}
