"use client";

import { Link } from "@/components/ui/link";
import { useActionState, useRef } from "react";

import { requestPasswordResetAction } from "@/lib/auth/actions";
import { textLinkClass } from "@/components/auth/auth-card";
import {
  EmailField,
  FormAlert,
  FormSuccess,
  SubmitButton,
  useFormFeedback,
} from "@/components/auth/form-parts";
import { initialFormState, type FormState, type ResetRequestField } from "@/lib/auth/form-state";

const FIELDS = ["email"] as const satisfies readonly ResetRequestField[];

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [state, formAction, pending] = useActionState(
    requestPasswordResetAction,
    initialFormState as FormState<ResetRequestField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { toasted } = useFormFeedback(state, formRef, FIELDS);

  if (state.success && state.message) {
    return (
      <FormSuccess message={state.message}>
        <p className="mt-3 text-sm">
          <Link href="/login" className={textLinkClass}>
            Back to log in
          </Link>
        </p>
      </FormSuccess>
    );
  }

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Sending link...">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
