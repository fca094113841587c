"use client";

import { useActionState, useEffect } from "react";

import { signOutAction } from "@/lib/auth/actions";
import { FormAlert } from "@/components/auth/form-parts";
import { initialFormState } from "@/lib/auth/form-state";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { showToast } from "@/components/providers/toast";
import { Button } from "@/components/ui/button";

/**
 * Signs out on the server (which clears the session cookies and redirects home, where the
 * "Logged out" toast shows); a refusal keeps the visitor here with a toast.
 */
export function SignOutButton() {
  const [state, formAction, pending] = useActionState(signOutAction, initialFormState);

  useEffect(() => {
    if (state.message) showToast("error", state.message.title);
  }, [state]);

  return (
    <form action={formAction} className="grid gap-3">
      <FormAlert message={state.message} />
      <Button type="submit" variant="outline" size="lg" disabled={pending} className="w-full">
        <SpriteIcon name="log-out" />
        {pending ? "Signing out..." : "Sign Out"}
      </Button>
    </form>
  );
}
