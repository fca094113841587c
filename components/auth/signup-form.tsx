"use client";

import { signUpAction } from "@/lib/auth/actions";
import {
  ActionForm,
  EmailField,
  FullNameField,
  NewPasswordInput,
  useActionForm,
} from "@/components/auth/form-parts";
import { CheckEmail, type SentEmail } from "@/components/auth/check-email";
import { useOnline } from "@/components/auth/use-online";
import { Icon } from "@/components/icons/icon";
import { wifiOffIcon } from "@/components/icons/drawings";
import { CollectionNotice } from "@/components/legal/collection-notice";
import { authFieldsUi, signupFormUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/**
 * Full name, e-mail and password. The action checks the address is free, creates the account
 * and redirects home signed in, or says a confirmation e-mail is on its way: the "Check your
 * e-mail" screen, which stays (`pending`, from the server) until the address is confirmed or the
 * visitor starts over. Signing up needs the network, so while the browser is offline a banner
 * says so and the button is disabled.
 */
export function SignupForm({
  next,
  pending,
  captchaSiteKey,
}: {
  next: string;
  pending: SentEmail | null;
  captchaSiteKey?: string;
}) {
  const form = useActionForm(signUpAction, ["name", "email", "password"]);
  const { state } = form;
  const online = useOnline();
  const words = useClientCopy("signupFormUi", signupFormUi);
  const fields = useClientCopy("authFieldsUi", authFieldsUi);

  const sent =
    state.success && state.message
      ? { email: state.values.email ?? "", message: state.message }
      : pending;
  if (sent) return <CheckEmail sent={sent} type="signup" />;

  return (
    <ActionForm
      form={form}
      submitLabel={words.submit}
      pendingLabel={words.pending}
      disabled={!online}
      captchaSiteKey={captchaSiteKey}
    >
      {online ? null : (
        <div
          role="alert"
          data-testid="offline-banner"
          className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-accent-foreground"
        >
          <Icon drawing={wifiOffIcon} className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">{words.offlineTitle}</p>
            <p className="mt-0.5">{words.offlineBody}</p>
          </div>
        </div>
      )}
      <input type="hidden" name="next" value={next} />
      <FullNameField error={state.fieldErrors.name} defaultValue={state.values.name} />
      <EmailField error={state.fieldErrors.email} defaultValue={state.values.email} />
      <NewPasswordInput label={fields.password} error={state.fieldErrors.password} />
      <CollectionNotice form="signup" withTerms className="text-muted-foreground" />
    </ActionForm>
  );
}
