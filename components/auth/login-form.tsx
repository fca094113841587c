"use client";

import { Link } from "@/components/ui/link";

import { signInAction } from "@/lib/auth/actions";
import { textLinkClass } from "@/components/auth/auth-card";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { ActionForm, EmailField, PasswordField, useActionForm } from "@/components/auth/form-parts";
import { authFieldsUi, loginFormUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/**
 * E-mail and password. The server action signs in and redirects, so the form also works before
 * hydration; after a failure the e-mail comes back filled and the password empty.
 */
export function LoginForm({ next, captchaSiteKey }: { next: string; captchaSiteKey?: string }) {
  const form = useActionForm(signInAction, ["email", "password"]);
  const { state } = form;
  const words = useClientCopy("loginFormUi", loginFormUi);
  const fields = useClientCopy("authFieldsUi", authFieldsUi);

  const signIn = (
    <ActionForm
      form={form}
      submitLabel={words.submit}
      pendingLabel={words.pending}
      captchaSiteKey={captchaSiteKey}
    >
      <input type="hidden" name="next" value={next} />
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <PasswordField
        label={fields.password}
        name="password"
        autoComplete="current-password"
        error={state.fieldErrors.password}
        labelAside={
          <Link href="/forgot-password" className={`text-sm ${textLinkClass}`}>
            {words.forgotPassword}
          </Link>
        }
      />
    </ActionForm>
  );
  if (state.offer !== "new-confirmation-link") return signIn;
  // A separate form below (forms do not nest), with the address just typed.
  return (
    <>
      {signIn}
      <div data-testid="new-confirmation-link" className="mt-6 border-t border-border pt-6">
        <p className="mb-4 text-sm text-muted-foreground">{words.unconfirmed}</p>
        <ResendConfirmationForm captchaSiteKey={captchaSiteKey} email={state.values.email} />
      </div>
    </>
  );
}
