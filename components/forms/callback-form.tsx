"use client";

import { useActionState, useId, useRef } from "react";

import { SentNotice } from "@/components/forms/sent-notice";
import { useCallbackSubmission } from "@/components/forms/use-callback-submission";
import { CollectionNotice } from "@/components/legal/collection-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  CALLBACK_TOPICS,
  CALLBACK_WINDOWS,
  callbackCopy,
  type CallbackWindow,
} from "@/content/callback";
import { callbackWordsOf } from "@/lib/i18n/callback-words";
import { useClientCopy, type CallbackWords } from "@/lib/i18n/client-copy";
import { postCallbackRequest } from "@/lib/forms/actions";
import { notPosted } from "@/lib/forms/posted-form";
import { CALLBACK_LIMITS } from "@/lib/validations/limits";
import { LocaleField } from "@/components/forms/locale-field";

const ENGLISH = callbackWordsOf(callbackCopy);

export type CallbackPage = "/contact" | "/pricing-page" | "/ai-assessment/result";

const SELECT_CLASS =
  "h-11 min-h-11 w-full rounded-xl border border-input bg-card px-4 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive";

/**
 * "Request a callback": name, Indian mobile number, a time window and a topic, sent through the
 * same pipeline as the contact form (script or not). Once sent, the acknowledgement says when to
 * expect the call.
 */
export function CallbackForm({ page }: { page: CallbackPage }) {
  const honeypotId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [posted, postAction] = useActionState(postCallbackRequest, notPosted);
  const { status, errors, chosenWindow, clearError, submit, startOver, preload } =
    useCallbackSubmission(formRef, posted);
  const sent = status === "sent";
  const copy = useClientCopy("callbackForm", ENGLISH);
  const windowLabel = chosenWindow ? copy.windows[chosenWindow as CallbackWindow] : null;

  return (
    <>
      <SentNotice sent={sent} testId="callback-sent">
        <p className="text-base font-semibold">{copy.sentTitle}</p>
        <p>
          {windowLabel
            ? copy.sentText.chosen.replace("{window}", windowLabel)
            : copy.sentText.unchosen}
        </p>
        <Button type="button" variant="outline" onClick={startOver}>
          {copy.another}
        </Button>
      </SentNotice>
      <form
        ref={formRef}
        hidden={sent}
        action={postAction}
        noValidate
        onSubmit={submit}
        onFocus={preload}
        aria-busy={status === "pending"}
        className="grid gap-5 sm:grid-cols-2"
      >
        <LocaleField />
        <input type="hidden" name="page" value={page} />
        <Field label={copy.nameLabel} error={errors.name}>
          <Input
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CALLBACK_LIMITS.name}
            defaultValue={posted.values.name}
            onInput={() => clearError("name")}
          />
        </Field>
        <Field label={copy.phoneLabel} error={errors.phone} hint={copy.phoneHint}>
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            required
            maxLength={CALLBACK_LIMITS.phone}
            defaultValue={posted.values.phone}
            onInput={() => clearError("phone")}
          />
        </Field>
        <WindowChoice
          copy={copy}
          error={errors.timeWindow}
          initial={posted.values.timeWindow}
          onChange={() => clearError("timeWindow")}
        />
        <Field label={copy.topicLabel} error={errors.topic}>
          <select
            name="topic"
            required
            defaultValue={posted.values.topic ?? "career"}
            onChange={() => clearError("topic")}
            className={SELECT_CLASS}
          >
            {CALLBACK_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {copy.topics[topic]}
              </option>
            ))}
          </select>
        </Field>

        <CollectionNotice form="callback" className="text-muted-foreground sm:col-span-2" />

        {/* Honeypot: hidden from people and assistive tech; bots that fill it are dropped. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={honeypotId}>Company</label>
          <input id={honeypotId} name="company" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <div className="grid gap-4 sm:col-span-2">
          <div aria-live="polite" aria-atomic="true">
            {status === "failed" ? (
              <div className="form-alert form-alert-error">
                <span aria-hidden="true" className="form-alert-icon icon-circle-alert" />
                <p>{copy.failed}</p>
              </div>
            ) : null}
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={status === "pending"}
            className="w-full sm:w-auto sm:min-w-44"
          >
            {status === "pending" ? copy.pending : copy.submit}
          </Button>
        </div>
      </form>
    </>
  );
}

function WindowChoice({
  copy,
  error,
  initial,
  onChange,
}: {
  copy: CallbackWords;
  error?: string;
  initial?: string;
  onChange: () => void;
}) {
  return (
    <fieldset
      className="min-w-0 sm:col-span-2"
      aria-describedby={error ? "callback-window-error" : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-foreground">{copy.windowLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CALLBACK_WINDOWS.map((slot) => (
          <label
            key={slot}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input px-3 py-2 text-sm text-foreground has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name="timeWindow"
              value={slot}
              required
              defaultChecked={initial === slot}
              onChange={onChange}
              className="size-5 shrink-0 accent-primary"
            />
            {copy.windows[slot]}
          </label>
        ))}
      </div>
      {error ? (
        <p id="callback-window-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
