"use client";

import { offlineUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

import { Icon } from "@/components/icons/icon";
import { refreshCwIcon } from "@/components/icons/drawings";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Asks for the page again. The service worker shows this page in place of the one requested, so
 * the address bar still names that page and a reload retries it.
 */
export function TryAgainButton() {
  const words = useClientCopy("offlineUi", offlineUi);
  return (
    <button
      type="button"
      className={buttonVariants({ size: "lg" })}
      onClick={() => window.location.reload()}
    >
      <Icon drawing={refreshCwIcon} />
      {words.tryAgain}
    </button>
  );
}
