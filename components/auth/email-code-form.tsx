"use client";

import { useState, type ComponentProps } from "react";

import { ActionForm, useActionForm } from "@/components/auth/form-parts";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { checkEmailUi, codeFormUi } from "@/content/ui";
import { verifyEmailCodeAction } from "@/lib/auth/confirm-actions";
import { useClientCopy } from "@/lib/i18n/client-copy";

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

type CodeFormProps = {
  /** What `useActionForm` returned for the action that checks the code. */
  form: ReturnType<typeof useActionForm<"code">>;
  /** The hidden fields the code belongs to (the address or number it went to, where next). */
  fields: Record<string, string>;
  submitLabel: string;
  layout?: "card" | "section";
  /** Where the code was sent, under the field. */
  hint?: string;
  /** The code, where the caller fills it in itself (the WebOTP API); else held here. */
  code?: [string, (code: string) => void];
};

/**
 * A form that sends a typed 6-digit code with what it belongs to. The code is held in state, not
 * by the input: the form's reset after each answer must not take what was typed.
 */
export function CodeForm({ form, fields, submitLabel, layout, hint, code }: CodeFormProps) {
  const own = useState(form.state.values.code ?? "");
  const [value, setValue] = code ?? own;
  const words = useClientCopy("codeFormUi", codeFormUi);
  return (
    <ActionForm form={form} layout={layout} submitLabel={submitLabel} pendingLabel={words.pending}>
      {Object.entries(fields).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <Field label={words.label} hint={hint} error={form.state.fieldErrors.code}>
        <EmailCodeInput
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
    </ActionForm>
  );
}

/**
 * The "Check your e-mail" screen's way to finish without the link: the code the same e-mail
 * carries, for a member whose link was used up by a mail scanner or who reads mail elsewhere.
 */
export function EmailCodeForm({ email, type }: EmailCodeFormProps) {
  const form = useActionForm(verifyEmailCodeAction, ["code"]);
  const words = useClientCopy("checkEmailUi", checkEmailUi);
  return (
    <div className="mt-6">
      <p className="mb-4 text-sm text-muted-foreground">{words.codeIntro}</p>
      <CodeForm
        form={form}
        layout="section"
        fields={{ email, type }}
        submitLabel={type === "signup" ? words.confirmWithCode : words.continueWithCode}
      />
    </div>
  );
}
