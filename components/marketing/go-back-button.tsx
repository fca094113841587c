"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";

/**
 * The Navigation API lists only this origin's entries, so it tells whether "back" stays on the
 * site; `history.length` also counts other sites and the tab's initial blank page.
 */
function canGoBackInSite(): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/** One step back in history; home when this page was the first one opened in the tab. */
export function GoBackButton() {
  const router = useRouter();
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => {
        if (canGoBackInSite()) router.back();
        else router.push("/");
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Go Back
    </Button>
  );
}
