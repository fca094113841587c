"use client";

import { useActionState, useRef } from "react";

import { resendConfirmationAction } from "@/lib/auth/actions";
import {
  FormAlert,
  FormSuccess,
  SubmitButton,
  TextField,
  useFormFeedback,
} from "@/components/auth/form-parts";
import { initialFormState, type FormState, type ResetRequestField } from "@/lib/auth/form-state";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";

const FIELDS = ["email"] as const satisfies readonly ResetRequestField[];

/** Asks for a new sign-up confirmation link; the answer is the same whatever the address. */
export function ResendConfirmationForm() {
  const [state, formAction, pending] = useActionState(
    resendConfirmationAction,
    initialFormState as FormState<ResetRequestField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useFormFeedback(state, formRef, FIELDS);

  if (state.success && state.message) return <FormSuccess message={state.message} />;

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={state.values.email}
        error={state.fieldErrors.email}
      />
      <FormAlert message={state.message} />
      <SubmitButton pending={pending} pendingLabel="Sending link...">
        Send New Link
      </SubmitButton>
    </form>
  );
}
