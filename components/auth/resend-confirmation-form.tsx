"use client";

import { useActionState, useRef } from "react";

import { resendConfirmationAction } from "@/lib/auth/actions";
import {
  EmailField,
  FormAlert,
  FormSuccess,
  SubmitButton,
  useFormFeedback,
} from "@/components/auth/form-parts";
import { initialFormState, type FormState, type ResetRequestField } from "@/lib/auth/form-state";

const FIELDS = ["email"] as const satisfies readonly ResetRequestField[];

/** Asks for a new sign-up confirmation link; the answer is the same whatever the address. */
export function ResendConfirmationForm() {
  const [state, formAction, pending] = useActionState(
    resendConfirmationAction,
    initialFormState as FormState<ResetRequestField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { toasted } = useFormFeedback(state, formRef, FIELDS);

  if (state.success && state.message) return <FormSuccess message={state.message} />;

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Sending link...">
        Send New Link
      </SubmitButton>
    </form>
  );
}
