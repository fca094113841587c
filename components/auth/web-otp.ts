"use client";

import { useEffect } from "react";

/**
 * The WebOTP API where the browser has it (Chrome on Android): the code of an SMS ending in
 * `@<this host> #<code>` is offered to the page, and `onCode` fills and sends the form. Elsewhere,
 * or when the visitor declines, nothing happens and the code is typed.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void) {
  useEffect(() => {
    if (!active || typeof window === "undefined" || !("OTPCredential" in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ["sms"] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === "string" && code) onCode(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
    // `onCode` is a fresh closure each render; only entering or leaving the code step matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
