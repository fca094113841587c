"use client";

import { signUpAction } from "@/lib/auth/actions";
import {
  ActionForm,
  EmailField,
  FormSuccess,
  FullNameField,
  NewPasswordInput,
  useActionForm,
} from "@/components/auth/form-parts";
import { EmailCodeForm } from "@/components/auth/email-code-form";
import { useOnline } from "@/components/auth/use-online";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { CollectionNotice } from "@/components/legal/collection-notice";

/**
 * Full name, e-mail and password. The action checks the address is free, creates the account
 * and redirects home signed in, or says a confirmation e-mail is on its way. Signing up needs the
 * network, so while the browser is offline a banner says so and the button is disabled.
 */
export function SignupForm({ next }: { next: string }) {
  const form = useActionForm(signUpAction, ["name", "email", "password"]);
  const { state } = form;
  const online = useOnline();

  if (state.success && state.message) {
    return (
      <>
        <FormSuccess message={state.message} />
        {state.values.email ? <EmailCodeForm email={state.values.email} type="signup" /> : null}
      </>
    );
  }

  return (
    <ActionForm
      form={form}
      submitLabel="Create Account"
      pendingLabel="Creating account..."
      disabled={!online}
    >
      {online ? null : (
        <div
          role="alert"
          data-testid="offline-banner"
          className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-accent-foreground"
        >
          <SpriteIcon name="wifi-off" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">No internet connection</p>
            <p className="mt-0.5">Please check your internet connection and try again.</p>
          </div>
        </div>
      )}
      <input type="hidden" name="next" value={next} />
      <FullNameField error={state.fieldErrors.name} defaultValue={state.values.name} />
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <NewPasswordInput label="Password" error={state.fieldErrors.password} />
      <CollectionNotice form="signup" withTerms className="text-muted-foreground" />
    </ActionForm>
  );
}
