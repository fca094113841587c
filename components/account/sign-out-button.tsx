"use client";

import { signOutAction } from "@/lib/auth/actions";
import { FormAlert, useActionForm } from "@/components/auth/form-parts";
import { Icon } from "@/components/icons/icon";
import { logOutIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";

/**
 * Signs out on the server (which clears the session cookies and redirects home, where the
 * "Logged out" toast shows); a refusal keeps the visitor here with a toast.
 */
export function SignOutButton() {
  const { state, formAction, pending, formRef } = useActionForm(signOutAction, []);

  return (
    <form ref={formRef} action={formAction} className="grid gap-3">
      <FormAlert message={state.message} />
      <Button type="submit" variant="outline" size="lg" disabled={pending} className="w-full">
        <Icon drawing={logOutIcon} />
        {pending ? "Signing out..." : "Sign Out"}
      </Button>
    </form>
  );
}
