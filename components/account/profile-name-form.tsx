"use client";

import { updateNameAction } from "@/lib/account/actions";
import {
  FormAlert,
  FullNameField,
  SubmitButton,
  useActionForm,
} from "@/components/auth/form-parts";

/** The full name shown on the profile; saved to the account and its users row together. */
export function ProfileNameForm({ name }: { name: string }) {
  const { state, formAction, pending, formRef, toasted } = useActionForm(
    updateNameAction,
    ["name"],
    { toastSuccess: true },
  );

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-4">
      <FullNameField error={state.fieldErrors.name} defaultValue={state.values.name ?? name} />
      <FormAlert message={state.message} success={state.success} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Saving..." className="sm:justify-self-start">
        Save Name
      </SubmitButton>
    </form>
  );
}
