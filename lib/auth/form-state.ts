/**
 * What a toast and the form's live region say after a submission. `reference` finds the log line
 * of a failure the visitor did not cause ("Reference: …").
 */
export type FormMessage = { title: string; description?: string; reference?: string };

/**
 * The one state shape every auth action returns: the submitted values echoed back (never
 * passwords) so inputs stay filled, the first error of each field, and an optional message.
 */
export type FormState<Field extends string> = {
  values: Partial<Record<Field, string>>;
  fieldErrors: Partial<Record<Field, string>>;
  message?: FormMessage;
  success: boolean;
  /** What the page offers beside the failure: a new confirmation link for an unconfirmed address. */
  offer?: "new-confirmation-link";
};

export const initialFormState: FormState<never> = { values: {}, fieldErrors: {}, success: false };
