"use client";

import { useState } from "react";

import { deleteAccountAction } from "@/lib/account/actions";
import { FormAlert, SubmitButton, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Icon } from "@/components/icons/icon";
import { trash2Icon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/limits";

/**
 * Deleting cannot be undone, so the dialog asks for the account's e-mail (its mobile number, for
 * an account without one) and only then enables
 * the button; the server checks it again. On success the action signs out and goes home.
 */
export function DeleteAccountDialog({ email, phone }: { email: string | null; phone?: string }) {
  const { state, formAction, pending, formRef } = useActionForm(deleteAccountAction, ["email"]);
  const [typed, setTyped] = useState(state.values.email ?? "");
  // An account without an e-mail address is confirmed with its mobile number, digits compared.
  const confirmWith = email ?? phone ?? "";
  const digits = (text: string) => text.replace(/\D/g, "");
  const matches = email
    ? typed.trim().toLowerCase() === email.toLowerCase()
    : digits(typed) !== "" && digits(typed) === digits(confirmWith);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive-outline" size="lg">
          <Icon drawing={trash2Icon} />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          Your account, your profile and every signed-in device go for good. This cannot be undone.
        </DialogDescription>
        <form
          ref={formRef}
          action={formAction}
          noValidate
          aria-busy={pending}
          className="mt-6 grid gap-4"
        >
          <Field label={`Type ${confirmWith} to confirm`} error={state.fieldErrors.email}>
            <Input
              name="email"
              type={email ? "email" : "tel"}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={EMAIL_MAX_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <FormAlert message={state.message} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" size="lg">
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton
              pending={pending}
              pendingLabel="Deleting..."
              disabled={!matches}
              variant="destructive"
              className=""
            >
              Delete My Account
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
