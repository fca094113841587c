"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The Navigation API lists only this origin's entries, so it tells whether "back" stays on the
 * site; `history.length` also counts other sites and the tab's initial blank page.
 */
function canGoBackInSite(): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/**
 * One step back in history; home when this page was the first one opened in the tab. The label
 * and icon come from the server as children.
 */
export function GoBackButton({
  children,
  size = "lg",
}: {
  children: ReactNode;
  size?: "lg" | "default";
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size })}
      onClick={() => {
        if (canGoBackInSite()) router.back();
        else router.push("/");
      }}
    >
      {children}
    </button>
  );
}
