"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";

import { takeFormOutcome } from "@/components/forms/form-outcome";
import { postJson } from "@/components/forms/post-json";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";

/** How long the thank-you stays before the form resets (product spec §9). */
export const NEWSLETTER_THANKS_MS = 3000;

const FAILURE_MESSAGE = "We couldn't subscribe you right now. Please try again.";

const INVALID_MESSAGE = "Please enter a valid e-mail address.";

function failure(invalidEmail: boolean): Status {
  return {
    kind: "error",
    message: invalidEmail ? INVALID_MESSAGE : FAILURE_MESSAGE,
    invalidEmail,
  };
}

type Status =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "thanks" }
  | { kind: "error"; message: string; invalidEmail: boolean };

/**
 * The newsletter sign-up. Its messages inherit the surrounding text colour, so it reads on light
 * and dark bands alike.
 */
export function NewsletterForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const formRef = useRef<HTMLFormElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  function showThanks() {
    setStatus({ kind: "thanks" });
    resetTimer.current = setTimeout(() => {
      formRef.current?.reset();
      setStatus({ kind: "idle" });
    }, NEWSLETTER_THANKS_MS);
  }

  // A post sent before hydration came back here with its outcome (read after mount).
  useEffect(() => {
    const timer = setTimeout(() => {
      const outcome = takeFormOutcome();
      if (!outcome) return;
      if (outcome.sent) showThanks();
      else setStatus(failure(outcome.code === "invalid_input"));
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "pending") return;
    clearTimeout(resetTimer.current);
    const email = new FormData(event.currentTarget).get("email");

    setStatus({ kind: "pending" });
    const result = await postJson("/api/subscribe", {
      email: typeof email === "string" ? email.trim() : "",
      source: "newsletter",
    });

    if (result.ok) {
      showThanks();
      return;
    }
    const emailError = result.fieldErrors.email?.[0];
    setStatus({
      kind: "error",
      message: emailError ?? FAILURE_MESSAGE,
      invalidEmail: Boolean(emailError),
    });
  }

  const pending = status.kind === "pending";
  const hasError = status.kind === "error";

  return (
    <form
      ref={formRef}
      action="/api/subscribe"
      method="post"
      onSubmit={handleSubmit}
      aria-busy={pending}
      className="w-full"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="source" value="newsletter" />
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <Input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          spellCheck={false}
          placeholder="you@example.com"
          aria-invalid={hasError && status.invalidEmail ? true : undefined}
          aria-describedby={hasError ? messageId : undefined}
          onInput={() => {
            if (hasError) setStatus({ kind: "idle" });
          }}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={pending}>
          Subscribe
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className="mt-3 flex min-h-5 items-start gap-2 text-sm font-medium"
      >
        {status.kind === "thanks" ? (
          <>
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 icon-circle-check" />
            Thank you for subscribing!
          </>
        ) : null}
        {status.kind === "error" ? (
          <>
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 icon-circle-alert" />
            {status.message}
          </>
        ) : null}
      </p>
    </form>
  );
}
