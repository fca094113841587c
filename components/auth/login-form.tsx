"use client";

import { Link } from "@/components/ui/link";
import { useActionState, useRef } from "react";

import { signInAction } from "@/lib/auth/actions";
import { textLinkClass } from "@/components/auth/auth-card";
import { EmailField, FormAlert, SubmitButton, useFormFeedback } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { initialFormState, type FormState, type LoginField } from "@/lib/auth/form-state";
import { AUTH_LIMITS } from "@/lib/validations/limits";

const FIELDS = ["email", "password"] as const satisfies readonly LoginField[];

/**
 * E-mail and password. The server action signs in and redirects, so the form also works before
 * hydration; after a failure the e-mail comes back filled and the password empty.
 */
export function LoginForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState(
    signInAction,
    initialFormState as FormState<LoginField>,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { toasted } = useFormFeedback(state, formRef, FIELDS);

  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <input type="hidden" name="next" value={next} />
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <Field
        label="Password"
        error={state.fieldErrors.password}
        labelAside={
          <Link href="/forgot-password" className={`text-sm ${textLinkClass}`}>
            Forgot password?
          </Link>
        }
      >
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={AUTH_LIMITS.passwordMax}
        />
      </Field>
      <FormAlert message={state.message} toasted={toasted} />
      <SubmitButton pending={pending} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
