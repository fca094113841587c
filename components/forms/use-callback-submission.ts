"use client";

import { useState, type FormEvent, type RefObject } from "react";

import { postJson } from "@/components/forms/post-json";
import { langOfPath } from "@/lib/i18n/paths";
import type { PostedForm } from "@/lib/forms/posted-form";
import type { CallbackField } from "@/lib/validations/callback";
import {
  formText,
  postedStatus,
  useFieldErrors,
  type SubmissionStatus,
} from "@/components/forms/form-submission";

// The schema (with the phone number metadata) loads once someone starts filling the form in.
const loadValidation = () =>
  Promise.all([
    import("@/lib/validations/callback"),
    import("@/lib/validations/field-errors"),
    import("@/lib/validations/messages"),
  ]);

export const CALLBACK_FIELDS = [
  "name",
  "phone",
  "timeWindow",
  "topic",
] as const satisfies readonly CallbackField[];

/**
 * Sending the callback form, as the contact form is sent: checked with the shared schema, posted
 * as JSON (solving the busy site's check when asked), the outcome shown in place. Inputs are
 * uncontrolled, so what was typed stays on every failure. `chosenWindow` is the window sent, for
 * the acknowledgement.
 */
export function useCallbackSubmission(
  formRef: RefObject<HTMLFormElement | null>,
  posted: PostedForm,
) {
  const [status, setStatus] = useState<SubmissionStatus>(() => postedStatus(posted));
  const { errors, showErrors, clearError, clearAll } = useFieldErrors(
    CALLBACK_FIELDS,
    formRef,
    posted,
  );
  const [chosenWindow, setChosenWindow] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "pending") return;
    const form = event.currentTarget;
    const text = formText(form);
    const [{ callbackSchema }, { fieldErrors }, { fieldErrorsIn }] = await loadValidation();
    const parsed = callbackSchema.safeParse({
      name: text("name"),
      phone: text("phone"),
      timeWindow: text("timeWindow"),
      topic: text("topic"),
      page: text("page"),
    });
    if (!parsed.success) {
      setStatus("idle");
      showErrors(fieldErrorsIn(langOfPath(window.location.pathname), fieldErrors(parsed.error)));
      return;
    }
    clearAll();
    setStatus("pending");
    // The typed number is sent as it is: the server checks and normalises it again.
    const result = await postJson("/api/callback", {
      ...parsed.data,
      phone: text("phone"),
      company: text("company"),
      locale: text("locale"),
    });
    if (result.ok) {
      setChosenWindow(parsed.data.timeWindow);
      form.reset();
      setStatus("sent");
      return;
    }
    setStatus("failed");
    showErrors(result.fieldErrors);
  }

  return {
    status,
    errors,
    chosenWindow,
    clearError,
    submit,
    startOver: () => setStatus("idle"),
    preload: () => void loadValidation(),
  };
}
