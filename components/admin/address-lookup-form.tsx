"use client";

import { ActionForm, EmailField, useActionForm } from "@/components/auth/form-parts";
import { lookupAddressAction } from "@/lib/admin/actions";

/** The address to look up; the record opens below once the server has recorded the look-up. */
export function AddressLookupForm({ email }: { email: string }) {
  const form = useActionForm(lookupAddressAction, ["email"]);
  const { state } = form;
  return (
    <ActionForm form={form} layout="section" submitLabel="Look Up" pendingLabel="Looking up...">
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email ?? email} />
    </ActionForm>
  );
}
