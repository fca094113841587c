"use client";

import { useActionState, useRef } from "react";

import { updateNameAction } from "@/lib/account/actions";
import { FormAlert, SubmitButton, useFormFeedback } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { initialFormState, type FormState, type ProfileNameField } from "@/lib/auth/form-state";
import { AUTH_LIMITS } from "@/lib/validations/limits";

const FIELDS = ["name"] as const satisfies readonly ProfileNameField[];

/** The full name shown on the profile; saved to the account and its users row together. */
export function ProfileNameForm({ name }: { name: string }) {
  const [state, formAction, pending] = useActionState(
    updateNameAction,
    initialFormState as FormState<ProfileNameField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { toasted } = useFormFeedback(state, formRef, FIELDS, { toastSuccess: true });

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-4">
      <Field label="Full name" error={state.fieldErrors.name}>
        <Input
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={AUTH_LIMITS.name}
          defaultValue={state.values.name ?? name}
        />
      </Field>
      <FormAlert message={state.message} success={state.success} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Saving..." className="sm:justify-self-start">
        Save Name
      </SubmitButton>
    </form>
  );
}
