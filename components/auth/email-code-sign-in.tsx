"use client";

import { useState } from "react";

import { CodeForm } from "@/components/auth/email-code-form";
import { ActionForm, EmailField, FormAlert, useActionForm } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { codeFormUi, emailCodeSignInUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import {
  sendEmailSignInCodeAction,
  verifyEmailSignInCodeAction,
} from "@/lib/auth/code-sign-in-actions";

/**
 * "E-mail me a code": the member's address, then the 6-digit code e-mailed to it, and they are in
 * without their password.
 */
export function EmailCodeSignIn({
  next,
  captchaSiteKey,
}: {
  next: string;
  captchaSiteKey?: string;
}) {
  const sendForm = useActionForm(sendEmailSignInCodeAction, ["email"]);
  const codeForm = useActionForm(verifyEmailSignInCodeAction, ["code"]);
  const [editing, setEditing] = useState(false);
  const words = useClientCopy("emailCodeSignInUi", emailCodeSignInUi);
  const codeWords = useClientCopy("codeFormUi", codeFormUi);
  const email = sendForm.state.success ? sendForm.state.values.email : undefined;

  if (!email || editing) {
    return (
      <div onSubmitCapture={() => setEditing(false)}>
        <ActionForm
          form={sendForm}
          submitLabel={words.submit}
          pendingLabel={words.pending}
          captchaSiteKey={captchaSiteKey}
        >
          <EmailField
            error={sendForm.state.fieldErrors.email}
            defaultValue={sendForm.state.values.email}
          />
        </ActionForm>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <FormAlert message={sendForm.state.message} success />
      <CodeForm form={codeForm} fields={{ email, next }} submitLabel={words.logInWithCode} />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={() => setEditing(true)}
      >
        {codeWords.useDifferentEmail}
      </Button>
    </div>
  );
}
