"use client";

import { clsx } from "clsx";
import {
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from "react";

import { postJson } from "@/components/forms/post-json";
import { CollectionNotice } from "@/components/legal/collection-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useAuthState } from "@/lib/auth/auth-state";
import { postSubscription } from "@/lib/forms/actions";
import { notPosted, type PostedForm } from "@/lib/forms/posted-form";
import { publicFormUi, subscribeFormUi } from "@/content/ui";
import type { Translation } from "@/content/translation";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";
import type { SubscriptionSource } from "@/lib/validations/subscribe";
import { LocaleField } from "@/components/forms/locale-field";

/** How long the newsletter's thank-you stays before the form resets (product spec §9). */
export const NEWSLETTER_THANKS_MS = 3000;

type Words = Translation<typeof subscribeFormUi>;

/** What a failure says: the refused address, the busy site's check, else the list's failure. */
type FailureWords = { invalid: string; challengeRefused: string; failure: string };

type Status =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "done" }
  /** After the newsletter's thank-you: the form is empty again, the ask to confirm stays. */
  | { kind: "confirm" }
  | { kind: "error"; message: string; invalidEmail: boolean };

function failure(code: string | null, words: FailureWords, emailError?: string): Status {
  const invalidEmail = code === "invalid_input";
  const message = invalidEmail
    ? (emailError ?? words.invalid)
    : code === "challenge_required"
      ? words.challengeRefused
      : words.failure;
  return { kind: "error", message, invalidEmail };
}

/** Where a post sent without JavaScript left the form (the server action's answer). */
function postedStatus({ outcome, fieldErrors }: PostedForm, words: FailureWords): Status {
  if (outcome === null) return { kind: "idle" };
  if (outcome === "sent") return { kind: "done" };
  return failure(outcome, words, fieldErrors.email);
}

/**
 * The form's state: what a post sent before the script left (its server action's answer), then
 * each post the script sends to the route handler. The newsletter's thank-you resets the form
 * after a moment, however it came.
 */
function useSubscription(source: SubscriptionSource, formRef: RefObject<HTMLFormElement | null>) {
  const words: Words = useClientCopy("subscribeFormUi", subscribeFormUi);
  const { challengeRefused } = useClientCopy("publicFormUi", publicFormUi);
  const copy = source === "newsletter" ? words.newsletter : words.notify;
  const failureWords = { invalid: words.invalid, challengeRefused, failure: copy.failure };
  const resets = source === "newsletter";
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The action runs only for a post sent before the script: `handleSubmit` stops every later one.
  const [posted, postAction] = useActionState(postSubscription, notPosted);
  const [status, setStatus] = useState<Status>(() => postedStatus(posted, failureWords));

  function scheduleReset() {
    resetTimer.current = setTimeout(() => {
      formRef.current?.reset();
      setStatus({ kind: "confirm" });
    }, NEWSLETTER_THANKS_MS);
  }

  // A thank-you the page was rendered with (a post sent before the script) resets as well.
  useEffect(() => {
    if (resets && posted.outcome === "sent") scheduleReset();
    return () => clearTimeout(resetTimer.current);
    // Runs once, after mount: `posted` is the state the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "pending") return;
    clearTimeout(resetTimer.current);
    const data = new FormData(event.currentTarget);
    const [email, locale] = [data.get("email"), data.get("locale")];
    // An empty or malformed address is said at once, in our words (the server checks again).
    const field = event.currentTarget.elements.namedItem("email");
    if (field instanceof HTMLInputElement && !field.validity.valid) {
      const message = field.validity.valueMissing ? words.missing : words.invalid;
      setStatus({ kind: "error", message, invalidEmail: true });
      field.focus();
      return;
    }

    setStatus({ kind: "pending" });
    const result = await postJson("/api/subscribe", {
      email: typeof email === "string" ? email.trim() : "",
      source,
      locale,
    });
    if (!result.ok) {
      setStatus(failure(result.code, failureWords, result.fieldErrors.email?.[0]));
      return;
    }
    setStatus({ kind: "done" });
    if (resets) scheduleReset();
  }

  // Typing again ends a message: an error, or the ask to confirm the last address.
  const clearError = () => setStatus({ kind: "idle" });
  return { words, copy, resets, posted, postAction, status, handleSubmit, clearError };
}

type SubscribeFormProps = {
  source: SubscriptionSource;
  buttonLabel?: string;
  /** A line under the form (what the list sends); a message takes its place while shown. */
  finePrint?: string;
  /** Id of the e-mail input, so an in-page link such as `#notify` can focus it. */
  id?: string;
  className?: string;
};

/**
 * One e-mail field that adds the address to a list: the home newsletter or a coming-soon page's
 * notify-me. The script posts it to the route handler; without JavaScript it posts to a server
 * action and the page comes back with the same message, the address still in the field. Its
 * messages inherit the surrounding text colour, so it reads on light and dark bands alike.
 */
export function SubscribeForm({
  source,
  buttonLabel,
  finePrint,
  id,
  className,
}: SubscribeFormProps) {
  const baseId = useId();
  const messageId = `${baseId}-message`;
  const noticeId = `${baseId}-notice`;
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const auth = useAuthState();
  const memberEmail = auth.status === "signed-in" ? auth.email : null;
  // A member's own address, filled in once the session is known, unless something was typed.
  useEffect(() => {
    if (memberEmail && emailRef.current && !emailRef.current.value) {
      emailRef.current.value = memberEmail;
    }
  }, [memberEmail]);
  const { words, copy, resets, posted, postAction, status, handleSubmit, clearError } =
    useSubscription(source, formRef);
  const done = status.kind === "done";
  const replaced = done && !resets;

  // The submit button disappears with the form; move focus to the news instead of losing it.
  useEffect(() => {
    if (replaced) confirmationRef.current?.focus();
  }, [replaced]);

  const pending = status.kind === "pending";
  const hasError = status.kind === "error";

  return (
    // Form and confirmation share one grid cell, and a message shares the fine print's row, so
    // neither the thank-you nor the confirmation moves the content below, and no empty line waits
    // under the form for a message. The field and button sit side by side only where the form
    // itself is wide enough (a container query): in a narrow card the field keeps its width.
    <div className={clsx("@container grid w-full grid-rows-[auto_auto_auto] text-left", className)}>
      {/* Our message, not the browser's bubble, with or without JavaScript: the server checks
          the address either way; `required` and the type stay for autofill and assistive tech. */}
      <form
        ref={formRef}
        action={postAction}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={pending}
        className={clsx(
          "col-start-1 row-start-1 flex flex-col gap-3 @md:flex-row",
          replaced && "invisible",
        )}
      >
        <LocaleField />
        <input type="hidden" name="source" value={source} />
        <Field label={words.emailLabel} hideLabel id={id} className="min-w-0 @md:flex-1">
          <Input
            ref={emailRef}
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            spellCheck={false}
            placeholder="you@example.com"
            defaultValue={posted.values.email}
            disabled={replaced}
            aria-invalid={hasError && status.invalidEmail ? true : undefined}
            aria-describedby={hasError ? `${messageId} ${noticeId}` : noticeId}
            onInput={() => {
              if (hasError || status.kind === "confirm") clearError();
            }}
            className="scroll-mt-56"
          />
        </Field>
        <Button type="submit" disabled={pending || replaced}>
          {buttonLabel ?? copy.button}
        </Button>
      </form>
      {finePrint ? (
        <p
          className={clsx(
            "col-start-1 row-start-2 pt-3 text-sm opacity-80",
            (hasError || (done && resets) || status.kind === "confirm") && "invisible",
          )}
        >
          {finePrint}
        </p>
      ) : null}
      <SubscribeMessages
        status={status}
        replaced={replaced}
        thanks={done && resets}
        confirm={status.kind === "confirm"}
        done={copy.done}
        messageId={messageId}
        confirmationRef={confirmationRef}
      />
      <CollectionNotice
        id={noticeId}
        form={source === "newsletter" ? "newsletter" : "notify"}
        className="col-start-1 row-start-3 pb-2"
      />
    </div>
  );
}

/** One line of thanks: the list's own words, then the ask to confirm from the e-mail. */
function Thanks({ done, large }: { done: string; large?: boolean }) {
  const { confirmFromEmail } = useClientCopy("subscribeFormUi", subscribeFormUi);
  return (
    <>
      <span
        aria-hidden="true"
        className={clsx("size-4 shrink-0 icon-circle-check", large ? "mt-1" : "mt-0.5")}
      />
      <span>
        {done}
        <span className={clsx("block font-normal", large && "text-sm")}>{confirmFromEmail}</span>
      </span>
    </>
  );
}

/** The ask to confirm, kept once the thank-you has gone, until the visitor types again. */
function ConfirmLine() {
  const { confirmFromEmail } = useClientCopy("subscribeFormUi", subscribeFormUi);
  return (
    <p className="flex items-start gap-2 font-normal">
      <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 icon-circle-check" />
      {confirmFromEmail}
    </p>
  );
}

/**
 * The form's live region: the confirmation that takes the form's place (a notify-me list), the
 * thank-you under it (the newsletter, until it resets) or what went wrong.
 */
function SubscribeMessages({
  status,
  replaced,
  thanks,
  confirm,
  done,
  messageId,
  confirmationRef,
}: {
  status: Status;
  replaced: boolean;
  thanks: boolean;
  confirm: boolean;
  done: string;
  messageId: string;
  confirmationRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        "col-start-1 text-sm font-medium",
        replaced ? "row-start-1 self-center" : "row-start-2 pt-3",
      )}
    >
      {replaced ? (
        <p
          ref={confirmationRef}
          tabIndex={-1}
          className="flex items-start gap-2 text-base focus:outline-none"
        >
          <Thanks done={done} large />
        </p>
      ) : null}
      {thanks ? (
        <p className="flex items-start gap-2">
          <Thanks done={done} />
        </p>
      ) : null}
      {confirm ? <ConfirmLine /> : null}
      {status.kind === "error" ? (
        <p id={messageId} className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 icon-circle-alert" />
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
