"use client";

import { useEffect, useState, type FormEvent, type RefObject } from "react";

import { takeFormOutcome } from "@/components/forms/form-outcome";
import { postJson } from "@/components/forms/post-json";
import { showToast } from "@/components/providers/toast";
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

function firstErrors(errors: Record<string, string[] | undefined>): ContactErrors {
  const result: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = errors[field]?.[0];
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
 * Sending the contact form: checks it with the shared schema, posts it, and reports the outcome
 * in place (a sent state instead of the form, or a message over the button) with the spec's
 * toasts as well, also for a post sent before hydration. It keeps the first error of each field
 * and focuses the first invalid one. Inputs are uncontrolled, so whatever a visitor typed stays
 * put on every failure; only a successful send clears them.
 */
export function useContactSubmission(formRef: RefObject<HTMLFormElement | null>) {
  const [status, setStatus] = useState<ContactStatus>("idle");
  const [errors, setErrors] = useState<ContactErrors>({});
  const pending = status === "pending";

  useEffect(() => {
    // The toaster mounts after this form; the state waits for the first render to finish.
    const outcome = takeFormOutcome();
    if (!outcome) return;
    const timer = setTimeout(() => {
      setStatus(outcome.sent ? "sent" : "failed");
      if (outcome.sent) toastSent();
      else toastFailed();
    }, 0);
    return () => clearTimeout(timer);
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
    toastFailed();
    showErrors(firstErrors(result.fieldErrors));
  }

  return {
    status,
    errors,
    clearError,
    submit,
    startOver: () => setStatus("idle"),
    preload: () => void loadValidation(),
  };
}
