"use client";

import { useEffect, type RefObject } from "react";

/**
 * Turns the browser's validation bubbles off once the form's own inline messages can run. The
 * HTML keeps validating natively, so a post sent without JavaScript to a route handler (which
 * can only redirect back to a static page) is still checked before it leaves.
 */
export function useOwnValidation(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [formRef]);
}
