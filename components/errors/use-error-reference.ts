"use client";

import { useEffect, useMemo } from "react";

import { newReference, sendClientError } from "@/lib/client-errors/beacon";

/** What Next.js hands an error boundary (`error.tsx`, `global-error.tsx`). */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * The reference an error page shows. A server error's digest is already in the server's log line;
 * an error thrown in the browser is reported from here, under a reference of its own.
 */
export function useErrorReference(error: ErrorBoundaryProps["error"]): string {
  const reference = useMemo(() => error.digest ?? newReference(), [error]);
  useEffect(() => {
    if (error.digest) return;
    sendClientError({
      kind: "boundary",
      message: error.message,
      stack: error.stack,
      page: location.pathname,
      reference,
    });
  }, [error, reference]);
  return reference;
}
