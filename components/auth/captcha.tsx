"use client";

import { useEffect, useRef, useState } from "react";

import { captchaUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/** Turnstile's script, rendering only where it is told to. */
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type Turnstile = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      size?: "normal" | "flexible" | "compact";
      "response-field-name"?: string;
      callback?: (token: string) => void;
      "error-callback"?: () => void;
      "expired-callback"?: () => void;
    },
  ): string | undefined;
  reset(widget: string): void;
  remove(widget: string): void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | undefined;

/** Loads Turnstile's script once per page, whatever number of forms ask for it. */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start"));
    script.onerror = () => reject(new Error("Turnstile's script did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later form (or a retry after reconnecting) may try again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Cloudflare Turnstile's check inside a form: it writes its token into the form's
 * `cf-turnstile-response` field, which the server action hands to the backend. A token is good
 * for one submission, so a new `round` (the form's next answer) asks for a fresh one.
 */
export function Captcha({ siteKey, round }: { siteKey: string; round: unknown }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const [problem, setProblem] = useState(false);
  const words = useClientCopy("captchaUi", captchaUi);

  useEffect(() => {
    let cancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        widget.current = turnstile.render(container.current, {
          sitekey: siteKey,
          size: "flexible",
          callback: () => setProblem(false),
          "error-callback": () => setProblem(true),
          "expired-callback": () => {
            if (widget.current) turnstile.reset(widget.current);
          },
        });
      },
      () => {
        if (!cancelled) setProblem(true);
      },
    );
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = undefined;
    };
  }, [siteKey]);

  // The widget is drawn only once the script has loaded, so the first round finds none to reset.
  useEffect(() => {
    if (widget.current) window.turnstile?.reset(widget.current);
  }, [round]);

  return (
    <div data-testid="captcha">
      <div ref={container} className="min-h-[65px]" />
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {words.problem}
        </p>
      ) : null}
    </div>
  );
}
