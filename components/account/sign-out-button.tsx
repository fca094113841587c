"use client";

import { LogOut } from "lucide-react";
import { useActionState, useEffect } from "react";
import { toast } from "sonner";

import { signOutAction } from "@/app/(auth)/actions";
import { FormAlert } from "@/components/auth/form-parts";
import { initialFormState } from "@/components/auth/form-state";
import { Button } from "@/components/ui/button";

/**
 * Signs out on the server (which clears the session cookies and redirects home, where the
 * "Logged out" toast shows); a refusal keeps the visitor here with a toast.
 */
export function SignOutButton() {
  const [state, formAction, pending] = useActionState(signOutAction, initialFormState);

  useEffect(() => {
    if (state.message) toast.error(state.message.title);
  }, [state]);

  return (
    <form action={formAction} className="grid gap-3">
      <FormAlert message={state.message} />
      <Button type="submit" variant="outline" size="lg" disabled={pending} className="w-full">
        <LogOut aria-hidden="true" />
        {pending ? "Signing out..." : "Sign Out"}
      </Button>
    </form>
  );
}
