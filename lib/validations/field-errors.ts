import type { z } from "zod";

/**
 * Every message of each invalid field, keyed by the field's top-level name: what a zod failure
 * tells a form, shared by the server actions, the form endpoints and the contact form.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

/** The first message of each invalid field: what a form shows beside it. */
export function firstFieldErrors<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const first: Partial<Record<Field, string>> = {};
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    if (messages[0]) first[field as Field] = messages[0];
  }
  return first;
}
