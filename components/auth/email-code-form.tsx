"use client";

import { useState, type ComponentProps } from "react";

import { ActionForm, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { verifyEmailCodeAction } from "@/lib/auth/confirm-actions";

type EmailCodeFormProps = {
  /** The address the e-mail went to. */
  email: string;
  type: "signup" | "recovery";
};

/**
 * One 6-digit code as the e-mail shows it: digits, offered by the phone's code autofill. The
 * field's id and aria wiring (from `Field`) pass through.
 */
export function EmailCodeInput(props: ComponentProps<typeof Input> & { name: string }) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={12}
      className="font-mono tracking-[0.3em]"
    />
  );
}

/**
 * The "Check your e-mail" screen's way to finish without the link: the code the same e-mail
 * carries, for a member whose link was used up by a mail scanner or who reads mail elsewhere.
 */
export function EmailCodeForm({ email, type }: EmailCodeFormProps) {
  const form = useActionForm(verifyEmailCodeAction, ["code"]);
  const { state } = form;
  // Held here, not by the input: the form's reset after each answer must not take what was typed.
  const [code, setCode] = useState(state.values.code ?? "");

  return (
    <div className="mt-6">
      <p className="mb-4 text-sm text-muted-foreground">
        The e-mail also has a 6-digit code. You can type it here instead of opening the link.
      </p>
      <ActionForm
        form={form}
        layout="section"
        submitLabel={type === "signup" ? "Confirm with Code" : "Continue with Code"}
        pendingLabel="Checking code..."
      >
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="type" value={type} />
        <Field label="6-digit code" error={state.fieldErrors.code}>
          <EmailCodeInput
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
      </ActionForm>
    </div>
  );
}
