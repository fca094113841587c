"use client";

import { useState, type FormEvent, type RefObject } from "react";

import { postJson } from "@/components/forms/post-json";
import type { PostedForm } from "@/lib/forms/posted-form";
import type { CallbackField } from "@/lib/validations/callback";

// The schema (with the phone number metadata) loads once someone starts filling the form in.
const loadValidation = () =>
  Promise.all([import("@/lib/validations/callback"), import("@/lib/validations/field-errors")]);

export const CALLBACK_FIELDS = [
  "name",
  "phone",
  "timeWindow",
  "topic",
] as const satisfies readonly CallbackField[];

export type CallbackErrors = Partial<Record<CallbackField, string>>;

function firstErrors(errors: Record<string, string[] | string | undefined>): CallbackErrors {
  const result: CallbackErrors = {};
  for (const field of CALLBACK_FIELDS) {
    const given = errors[field];
    const message = typeof given === "string" ? given : given?.[0];
    if (message) result[field] = message;
  }
  return result;
}

export type CallbackStatus = "idle" | "pending" | "sent" | "failed";

function postedStatus({ outcome, fieldErrors }: PostedForm): CallbackStatus {
  if (outcome === null) return "idle";
  if (outcome === "sent") return "sent";
  return outcome === "invalid_input" && Object.keys(fieldErrors).length > 0 ? "idle" : "failed";
}

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
  const [status, setStatus] = useState<CallbackStatus>(() => postedStatus(posted));
  const [errors, setErrors] = useState<CallbackErrors>(() => firstErrors(posted.fieldErrors));
  const [chosenWindow, setChosenWindow] = useState<string | null>(null);

  function showErrors(next: CallbackErrors) {
    setErrors(next);
    const first = CALLBACK_FIELDS.find((field) => next[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "pending") return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const [{ callbackSchema }, { fieldErrors }] = await loadValidation();
    const parsed = callbackSchema.safeParse({
      name: text("name"),
      phone: text("phone"),
      timeWindow: text("timeWindow"),
      topic: text("topic"),
      page: text("page"),
    });
    if (!parsed.success) {
      setStatus("idle");
      showErrors(firstErrors(fieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    setStatus("pending");
    // The typed number is sent as it is: the server checks and normalises it again.
    const result = await postJson("/api/callback", {
      ...parsed.data,
      phone: text("phone"),
      company: text("company"),
    });
    if (result.ok) {
      setChosenWindow(parsed.data.timeWindow);
      form.reset();
      setStatus("sent");
      return;
    }
    setStatus("failed");
    showErrors(firstErrors(result.fieldErrors));
  }

  function clearError(field: CallbackField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
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
