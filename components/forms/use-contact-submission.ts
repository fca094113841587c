"use client";

import { langOfPath } from "@/lib/i18n/paths";
import { useEffect, useState, type FormEvent, type RefObject } from "react";

import { postJson } from "@/components/forms/post-json";
import { showToast } from "@/components/providers/toast";
import type { contactFormUi } from "@/content/ui";
import type { Translation } from "@/content/translation";
import type { PostedForm } from "@/lib/forms/posted-form";
import type { ContactField } from "@/lib/validations/contact";
import {
  formText,
  postedStatus,
  useFieldErrors,
  type SubmissionStatus,
} from "@/components/forms/form-submission";

// Validation code (zod) is only needed once someone starts filling the form in, so it stays out
// of the page's first load.
const loadValidation = () =>
  Promise.all([
    import("@/lib/validations/contact"),
    import("@/lib/validations/field-errors"),
    import("@/lib/validations/messages"),
  ]);

export const CONTACT_FIELDS = [
  "name",
  "email",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

type ContactWords = Translation<typeof contactFormUi>;

function toastSent(words: ContactWords) {
  showToast("success", words.sentTitle, { description: words.sentText });
}

function toastFailed(words: ContactWords) {
  showToast("error", words.errorTitle, { description: words.failed });
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
  words: ContactWords,
) {
  const [status, setStatus] = useState<SubmissionStatus>(() => postedStatus(posted));
  // Why the last post failed, when the form has its own words for it.
  const [failure, setFailure] = useState<string | null>(() => posted.outcome);
  const { errors, showErrors, clearError, clearAll } = useFieldErrors(
    CONTACT_FIELDS,
    formRef,
    posted,
  );
  const pending = status === "pending";

  useEffect(() => {
    // The toaster mounts after this form; the toast waits for the first render to finish.
    const initial = postedStatus(posted);
    if (initial !== "sent" && initial !== "failed") return;
    const timer = setTimeout(() => (initial === "sent" ? toastSent : toastFailed)(words), 0);
    return () => clearTimeout(timer);
    // Runs once, after mount: `posted` is the state the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const text = formText(form);

    const [{ contactSchema }, { fieldErrors }, { fieldErrorsIn }] = await loadValidation();
    const parsed = contactSchema.safeParse({
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
    });
    if (!parsed.success) {
      setStatus("idle");
      showErrors(fieldErrorsIn(langOfPath(window.location.pathname), fieldErrors(parsed.error)));
      return;
    }

    clearAll();
    setStatus("pending");
    const result = await postJson("/api/contact", {
      ...parsed.data,
      company: text("company"),
      locale: text("locale"),
    });

    if (result.ok) {
      form.reset();
      setStatus("sent");
      toastSent(words);
      return;
    }
    setStatus("failed");
    setFailure(result.code);
    toastFailed(words);
    showErrors(result.fieldErrors);
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
