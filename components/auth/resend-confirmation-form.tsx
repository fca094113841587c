"use client";

import { useActionState, useRef } from "react";

import { resendConfirmationAction } from "@/lib/auth/actions";
import {
  FormAlert,
  FormSuccess,
  SubmitButton,
  useFormFeedback,
} from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
  const { toasted } = useFormFeedback(state, formRef, FIELDS);

  if (state.success && state.message) return <FormSuccess message={state.message} />;

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <Field label="Email" error={state.fieldErrors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={state.values.email}
        />
      </Field>
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Sending link...">
        Send New Link
      </SubmitButton>
    </form>
  );
}
