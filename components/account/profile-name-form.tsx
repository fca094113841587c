"use client";

import { updateNameAction } from "@/lib/account/actions";
import { ActionForm, FullNameField, useActionForm } from "@/components/auth/form-parts";

/** The full name shown on the profile; saved to the account and its users row together. */
export function ProfileNameForm({ name }: { name: string }) {
  const form = useActionForm(updateNameAction, ["name"], { toastSuccess: true });
  const { state } = form;

  return (
    <ActionForm form={form} layout="section" submitLabel="Save Name" pendingLabel="Saving...">
      <FullNameField error={state.fieldErrors.name} defaultValue={state.values.name ?? name} />
    </ActionForm>
  );
}
