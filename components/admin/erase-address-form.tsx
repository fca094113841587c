"use client";

import { ActionForm, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { eraseAddressAction } from "@/lib/admin/actions";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";

/** Erasure, once the address shown is typed again. */
export function EraseAddressForm({ email }: { email: string }) {
  const form = useActionForm(eraseAddressAction, ["confirmation"]);
  const { state } = form;
  return (
    <ActionForm form={form} layout="section" submitLabel="Erase Address" pendingLabel="Erasing...">
      <input type="hidden" name="email" value={email} />
      <Field label="Type the address again to erase it" error={state.fieldErrors.confirmation}>
        <Input
          name="confirmation"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={state.values.confirmation}
        />
      </Field>
    </ActionForm>
  );
}
