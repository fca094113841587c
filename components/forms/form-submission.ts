import { useState, type RefObject } from "react";

import type { PostedForm } from "@/lib/forms/posted-form";

export type SubmissionStatus = "idle" | "pending" | "sent" | "failed";

/**
 * Where a post sent without JavaScript left the form: its sent state, our inline errors for a
 * refusal the visitor can fix, else the failure over the button.
 */
export function postedStatus({ outcome, fieldErrors }: PostedForm): SubmissionStatus {
  if (outcome === null) return "idle";
  if (outcome === "sent") return "sent";
  return outcome === "invalid_input" && Object.keys(fieldErrors).length > 0 ? "idle" : "failed";
}

/** The text a form holds under each name ("" where it has none). */
export function formText(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
}

type Errors<F extends string> = Partial<Record<F, string>>;

function firstErrors<F extends string>(
  fields: readonly F[],
  errors: Record<string, string[] | string | undefined>,
): Errors<F> {
  const result: Errors<F> = {};
  for (const field of fields) {
    const given = errors[field];
    const message = typeof given === "string" ? given : given?.[0];
    if (message) result[field] = message;
  }
  return result;
}

/**
 * A public form's inline errors: the first of each field, shown with the first invalid field
 * focused, and each cleared as its field is edited. Starts from the errors of a post sent before
 * the script ran.
 */
export function useFieldErrors<F extends string>(
  fields: readonly F[],
  formRef: RefObject<HTMLFormElement | null>,
  posted: PostedForm,
) {
  const [errors, setErrors] = useState<Errors<F>>(() => firstErrors(fields, posted.fieldErrors));

  function showErrors(given: Record<string, string[] | string | undefined>) {
    const next = firstErrors(fields, given);
    setErrors(next);
    const first = fields.find((field) => next[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
  }

  function clearError(field: F) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  return { errors, showErrors, clearError, clearAll: () => setErrors({}) };
}
