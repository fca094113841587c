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

/**
 * Sending the contact form: checks it with the shared schema, posts it, and reports the outcome
 * as the spec's toasts (also for a post sent before hydration), keeping the first error of each
 * field and focusing the first invalid one. Inputs are uncontrolled, so whatever a visitor typed
 * stays put on every failure; only a successful send clears them.
 */
export function useContactSubmission(formRef: RefObject<HTMLFormElement | null>) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});

  useEffect(() => {
    // The toaster mounts after this form.
    const outcome = takeFormOutcome();
    if (outcome) setTimeout(outcome.sent ? toastSent : toastFailed, 0);
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
      showErrors(firstErrors(fieldErrors(parsed.error)));
      return;
    }

    setErrors({});
    setPending(true);
    const result = await postJson("/api/contact", { ...parsed.data, company: text("company") });
    setPending(false);

    if (result.ok) {
      form.reset();
      toastSent();
      return;
    }
    toastFailed();
    showErrors(firstErrors(result.fieldErrors));
  }

  return { pending, errors, clearError, submit, preload: () => void loadValidation() };
}
