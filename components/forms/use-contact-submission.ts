"use client";

import { useEffect, useState, type FormEvent, type RefObject } from "react";

import { postJson } from "@/components/forms/post-json";
import { showToast } from "@/components/providers/toast";
import type { PostedForm } from "@/lib/forms/posted-form";
import type { ContactField } from "@/lib/validations/contact";

// Validation code (zod) is only needed once someone starts filling the form in, so it stays out
// of the page's first load.
const loadValidation = () =>
  Promise.all([import("@/lib/validations/contact"), import("@/lib/validations/field-errors")]);

export const CONTACT_FIELDS = [
  "name",
  "email",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

export type ContactErrors = Partial<Record<ContactField, string>>;

function firstErrors(errors: Record<string, string[] | string | undefined>): ContactErrors {
  const result: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const given = errors[field];
    const message = typeof given === "string" ? given : given?.[0];
    if (message) result[field] = message;
  }
  return result;
}

function toastSent() {
  showToast("success", "Message Sent", {
    description: "We'll get back to you as soon as possible!",
  });
}

function toastFailed() {
  showToast("error", "Error", {
    description: "Failed to send your message. Please try again later.",
  });
}

export type ContactStatus = "idle" | "pending" | "sent" | "failed";

/**
 * Where a post sent without JavaScript left the form: its sent state, our inline errors for a
 * refusal the visitor can fix, else the failure over the button.
 */
function postedStatus({ outcome, fieldErrors }: PostedForm): ContactStatus {
  if (outcome === null) return "idle";
  if (outcome === "sent") return "sent";
  return outcome === "invalid_input" && Object.keys(fieldErrors).length > 0 ? "idle" : "failed";
}

/**
 * Sending the contact form: checks it with the shared schema, posts it, and reports the outcome
 * in place (a sent state instead of the form, or a message over the button) with the spec's
 * toasts as well. It keeps the first error of each field and focuses the first invalid one.
 * Inputs are uncontrolled, so whatever a visitor typed stays put on every failure; only a
 * successful send clears them. It starts from `posted`, the answer to a post sent before the
 * script ran (the server action's), toasting it once hydrated.
 */
export function useContactSubmission(
  formRef: RefObject<HTMLFormElement | null>,
  posted: PostedForm,
) {
  const [status, setStatus] = useState<ContactStatus>(() => postedStatus(posted));
  // Why the last post failed, when the form has its own words for it.
  const [failure, setFailure] = useState<string | null>(() => posted.outcome);
  const [errors, setErrors] = useState<ContactErrors>(() => firstErrors(posted.fieldErrors));
  const pending = status === "pending";

  useEffect(() => {
    // The toaster mounts after this form; the toast waits for the first render to finish.
    const initial = postedStatus(posted);
    if (initial !== "sent" && initial !== "failed") return;
    const timer = setTimeout(initial === "sent" ? toastSent : toastFailed, 0);
    return () => clearTimeout(timer);
    // Runs once, after mount: `posted` is the state the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function showErrors(next: ContactErrors) {
    setErrors(next);
    const first = CONTACT_FIELDS.find((field) => next[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function clearError(field: ContactField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };

    const [{ contactSchema }, { fieldErrors }] = await loadValidation();
    const parsed = contactSchema.safeParse({
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
    });
    if (!parsed.success) {
      setStatus("idle");
      showErrors(firstErrors(fieldErrors(parsed.error)));
      return;
    }

    setErrors({});
    setStatus("pending");
    const result = await postJson("/api/contact", { ...parsed.data, company: text("company") });

    if (result.ok) {
      form.reset();
      setStatus("sent");
      toastSent();
      return;
    }
    setStatus("failed");
    setFailure(result.code);
    toastFailed();
    showErrors(firstErrors(result.fieldErrors));
  }

  return {
    status,
    challengeRefused: status === "failed" && failure === "challenge_required",
    errors,
    clearError,
    submit,
    startOver: () => setStatus("idle"),
    preload: () => void loadValidation(),
  };
}
