"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";

import { takeFormOutcome } from "@/components/forms/form-outcome";
import { postJson } from "@/components/forms/post-json";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { clsx } from "clsx";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

const FAILURE_MESSAGE = "We couldn't add you to the list right now. Please try again.";
const CONFIRMATION = "You're on the list. We'll e-mail you at launch.";

type Status =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "done" }
  | { kind: "error"; message: string; invalidEmail: boolean };

type NotifyFormProps = {
  source: Exclude<SubscriptionSource, "newsletter">;
  buttonLabel: string;
  /** Id of the e-mail input, so an in-page link such as `#notify` can focus it. */
  id?: string;
  className?: string;
};

/** "Tell me at launch": one e-mail field that becomes a confirmation once the address is stored. */
export function NotifyForm({ source, buttonLabel, id, className }: NotifyFormProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-email`;
  const messageId = `${generatedId}-message`;
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const done = status.kind === "done";

  // The submit button disappears with the form; move focus to the news instead of losing it.
  useEffect(() => {
    if (done) confirmationRef.current?.focus();
  }, [done]);

  // A post sent before hydration came back here with its outcome (read after mount).
  useEffect(() => {
    const timer = setTimeout(() => {
      const outcome = takeFormOutcome();
      if (!outcome) return;
      const invalidEmail = !outcome.sent && outcome.code === "invalid_input";
      setStatus(
        outcome.sent
          ? { kind: "done" }
          : {
              kind: "error",
              message: invalidEmail ? "Please enter a valid e-mail address." : FAILURE_MESSAGE,
              invalidEmail,
            },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "pending") return;
    const email = new FormData(event.currentTarget).get("email");

    setStatus({ kind: "pending" });
    const result = await postJson("/api/subscribe", {
      email: typeof email === "string" ? email.trim() : "",
      source,
    });
    if (result.ok) {
      setStatus({ kind: "done" });
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
    // Form and confirmation share one grid cell and the message row keeps its height, so the
    // swap never moves the content below.
    <div className={clsx("grid w-full grid-rows-[auto_minmax(2rem,auto)] text-left", className)}>
      <form
        action="/api/subscribe"
        method="post"
        onSubmit={handleSubmit}
        aria-busy={pending}
        className={clsx(
          "col-start-1 row-start-1 flex flex-col gap-3 sm:flex-row",
          done && "invisible",
        )}
      >
        <input type="hidden" name="source" value={source} />
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
          disabled={done}
          aria-invalid={hasError && status.invalidEmail ? true : undefined}
          aria-describedby={hasError ? messageId : undefined}
          onInput={() => {
            if (hasError) setStatus({ kind: "idle" });
          }}
          className="min-w-0 flex-1 scroll-mt-56"
        />
        <Button type="submit" disabled={pending || done}>
          {buttonLabel}
        </Button>
      </form>
      <div
        role="status"
        aria-live="polite"
        className={clsx(
          "col-start-1 text-sm font-medium",
          done ? "row-start-1 self-center" : "row-start-2 pt-3",
        )}
      >
        {done ? (
          <p
            ref={confirmationRef}
            tabIndex={-1}
            className="flex items-start gap-2 text-base focus:outline-none"
          >
            <span aria-hidden="true" className="mt-1 size-4 shrink-0 icon-circle-check" />
            {CONFIRMATION}
          </p>
        ) : null}
        {hasError ? (
          <p id={messageId} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 icon-circle-alert" />
            {status.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
