"use client";

import { useEffect, type RefObject } from "react";

/**
 * Fills the field `name` from the address's `?<name>=…` once mounted, unless the visitor already
 * typed something. Links such as "Schedule Demo" open /contact?subject=…; reading the URL after
 * mount keeps the page static (useSearchParams would need a Suspense fallback in place of the form).
 */
export function useFieldFromQuery(
  formRef: RefObject<HTMLFormElement | null>,
  name: string,
  maxLength: number,
) {
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get(name)?.trim();
    const input = formRef.current?.elements.namedItem(name);
    if (value && input instanceof HTMLInputElement && input.value === "") {
      input.value = value.slice(0, maxLength);
    }
  }, [formRef, name, maxLength]);
}
