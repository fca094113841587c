"use client";

import { useRouter } from "next/navigation";

import { showToast } from "@/components/providers/toast";
import { signOut } from "@/lib/auth/actions";
import { refreshAuthState } from "@/lib/auth/auth-state";

const UNREACHABLE = "We couldn't reach the server. Please check your connection and try again.";

/**
 * Logging out from the header (account menu or phone panel): the server clears the session
 * cookies and their marker, then the spec's toasts and home; a failure leaves the member where
 * they are.
 */
export function useLogOut() {
  const router = useRouter();
  return async function logOut() {
    let failure: string | null;
    try {
      failure = (await signOut())?.title ?? null;
    } catch {
      failure = UNREACHABLE;
    }
    refreshAuthState();
    if (failure) {
      showToast("error", "Logout failed", { description: failure });
      return;
    }
    showToast("success", "Logged out", { description: "You have been successfully logged out." });
    router.push("/");
    router.refresh();
  };
}
