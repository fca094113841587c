"use client";

import { useRouter } from "next/navigation";

import { signOutInBrowser } from "@/lib/auth/auth-state";
import { showToast } from "@/components/providers/toast";

/**
 * Logging out from the header (account menu or phone panel): the spec's toasts, then home; a
 * failure leaves the member where they are.
 */
export function useLogOut() {
  const router = useRouter();
  return async function logOut() {
    const error = await signOutInBrowser();
    if (error) {
      showToast("error", "Logout failed", { description: error.message });
      return;
    }
    showToast("success", "Logged out", { description: "You have been successfully logged out." });
    router.push("/");
    router.refresh();
  };
}
