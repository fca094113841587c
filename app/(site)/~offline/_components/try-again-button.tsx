"use client";

import { Icon } from "@/components/icons/icon";
import { refreshCwIcon } from "@/components/icons/drawings";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Asks for the page again. The service worker shows this page in place of the one requested, so
 * the address bar still names that page and a reload retries it.
 */
export function TryAgainButton() {
  return (
    <button
      type="button"
      className={buttonVariants({ size: "lg" })}
      onClick={() => window.location.reload()}
    >
      <Icon drawing={refreshCwIcon} />
      Try again
    </button>
  );
}
