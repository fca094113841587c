"use client";

import {
  useActionState,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { Captcha } from "@/components/auth/captcha";
import { showToast } from "@/components/providers/toast";

import { initialFormState, type FormMessage, type FormState } from "@/lib/auth/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AUTH_LIMITS, EMAIL_MAX_LENGTH } from "@/lib/validations/limits";
import { LocaleField } from "@/components/forms/locale-field";
import { authFieldsUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/**
 * After each submission: the spec's toasts (a failure's always, a success's where the form stays on
 * screen, `toastSuccess`) on top of the form's own inline message, and focus where the visitor
 * must look: the first field the server rejected, else the form's message. The state a page was
 * rendered with (also after a no-JS post) is skipped.
 */
function useFormFeedback<Field extends string>(
  state: FormState<Field>,
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly Field[],
  { toastSuccess = false }: { toastSuccess?: boolean } = {},
) {
  const [renderedWith] = useState(state);
  const { reference } = useClientCopy("authFieldsUi", authFieldsUi);
  useEffect(() => {
    if (state === renderedWith) return;
    if (state.message && !state.success) {
      showToast("error", state.message.title, {
        description: withReference(state.message, reference),
      });
    }
    if (state.message && state.success && toastSuccess) {
      showToast("success", state.message.title, { description: state.message.description });
    }
    const first = fields.find((field) => state.fieldErrors[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    else if (state.message && !state.success) {
      formRef.current?.querySelector<HTMLElement>("[data-form-alert]")?.focus();
    }
    // `fields` is a constant list; only a new state means a new submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, formRef]);
}

/**
 * A form posted to a server action through `useActionState`, starting empty, with the feedback of
 * `useFormFeedback`. `fields` lists the form's fields in page order, for focusing the first error.
 */
/** A failure's description, followed by the reference that finds its log line. */
function withReference({ description, reference }: FormMessage, label: string): string | undefined {
  if (!reference) return description;
  return description ? `${description} ${label} ${reference}` : `${label} ${reference}`;
}

export function useActionForm<Field extends string>(
  action: (previous: FormState<Field>, formData: FormData) => Promise<FormState<Field>>,
  fields: readonly NoInfer<Field>[],
  options?: { toastSuccess?: boolean },
) {
  const [state, formAction, pending] = useActionState(action, initialFormState as FormState<Field>);
  const formRef = useRef<HTMLFormElement>(null);
  useFormFeedback(state, formRef, fields, options);
  return { state, formAction, pending, formRef };
}

/**
 * The form's polite live region, always in the page so screen readers announce what a submission
 * changed. Its message shows inline, with or without JavaScript; a failure takes focus (see
 * `useFormFeedback`), so it can be focused without being a tab stop.
 */
export function FormAlert({ message, success }: { message?: FormMessage; success?: boolean }) {
  const words = useClientCopy("authFieldsUi", authFieldsUi);
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="form-message">
      {message ? (
        <div
          data-form-alert
          tabIndex={-1}
          className={success ? "form-alert" : "form-alert form-alert-error"}
        >
          <span
            aria-hidden="true"
            className={
              success ? "form-alert-icon icon-circle-check" : "form-alert-icon icon-circle-alert"
            }
          />
          <div>
            <p className="font-semibold">{message.title}</p>
            {message.description ? <p className="mt-0.5">{message.description}</p> : null}
            {message.reference ? (
              <p className="mt-0.5 text-xs">
                {words.reference} {message.reference}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  variant,
  className = "w-full",
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  variant?: ComponentProps<typeof Button>["variant"];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      variant={variant}
      disabled={pending || disabled}
      className={className}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

type ActionFormProps<Field extends string> = {
  /** What `useActionForm` returned. */
  form: ReturnType<typeof useActionForm<Field>>;
  submitLabel: string;
  pendingLabel: string;
  /**
   * `card`: the page's one form, its button full width. `section`: one of a page's forms, which
   * stays after a success and says so, its button at the start on wider screens.
   */
  layout?: "card" | "section";
  disabled?: boolean;
  /** Turnstile's site key, when the backend wants its check on this form (lib/security/captcha.ts). */
  captchaSiteKey?: string;
  /** The fields; the human check, the live region and the submit button follow them. */
  children: ReactNode;
};

/** A form posted through `useActionForm`: its fields, its live region and its submit button. */
export function ActionForm<Field extends string>({
  form: { state, formAction, pending, formRef },
  submitLabel,
  pendingLabel,
  layout = "card",
  disabled,
  captchaSiteKey,
  children,
}: ActionFormProps<Field>) {
  const section = layout === "section";
  return (
    // Our inline messages, not the browser's bubbles: the server checks every field (also without
    // JavaScript) and the page shows its answer; `required` and the types stay for autofill and
    // assistive tech.
    <form
      ref={formRef}
      action={formAction}
      noValidate
      aria-busy={pending}
      className={section ? "grid gap-4" : "grid gap-5"}
    >
      <LocaleField />
      {children}
      {captchaSiteKey ? <Captcha siteKey={captchaSiteKey} round={state} /> : null}
      <FormAlert message={state.message} success={state.success} />
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={disabled}
        className={section ? "sm:justify-self-start" : undefined}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** A calm confirmation that replaces a form once it has done its job. */
export function FormSuccess({ message, children }: { message: FormMessage; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-primary/15 bg-primary-soft px-5 py-4">
      <p className="font-semibold text-foreground">{message.title}</p>
      {message.description ? (
        <p className="mt-1 text-sm text-muted-foreground">{message.description}</p>
      ) : null}
      {children}
    </div>
  );
}

/** The account e-mail field of the auth forms, refilled with what was typed after a failure. */
export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  const words = useClientCopy("authFieldsUi", authFieldsUi);
  return (
    <Field label={words.email} error={error}>
      <Input
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={defaultValue}
      />
    </Field>
  );
}

/** The full name of sign-up and the profile, refilled with what was typed after a failure. */
export function FullNameField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  const words = useClientCopy("authFieldsUi", authFieldsUi);
  return (
    <Field label={words.fullName} error={error}>
      <Input
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={AUTH_LIMITS.name}
        defaultValue={defaultValue}
      />
    </Field>
  );
}

type PasswordFieldProps = {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  hint?: string;
  /** Only where a new password is chosen; a current one is checked by the backend alone. */
  minLength?: number;
  labelAside?: ReactNode;
};

/** A password input, never longer than the backend accepts. */
export function PasswordField({
  label,
  name,
  autoComplete,
  error,
  hint,
  minLength,
  labelAside,
}: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} labelAside={labelAside}>
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={AUTH_LIMITS.passwordMax}
      />
    </Field>
  );
}

/** A new password under the sign-up rules, named `password` (sign-up, reset, change). */
export function NewPasswordInput({ label, error }: { label: string; error?: string }) {
  const words = useClientCopy("authFieldsUi", authFieldsUi);
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      error={error}
      hint={words.passwordHint.replace("{min}", String(AUTH_LIMITS.passwordMin))}
      minLength={AUTH_LIMITS.passwordMin}
    />
  );
}

/** The new password and its confirmation, `password` and `confirmPassword` (reset, set, change). */
export function NewPasswordFields({
  errors,
}: {
  errors: { password?: string; confirmPassword?: string };
}) {
  const words = useClientCopy("authFieldsUi", authFieldsUi);
  return (
    <>
      <NewPasswordInput label={words.newPassword} error={errors.password} />
      <PasswordField
        label={words.confirmNewPassword}
        name="confirmPassword"
        autoComplete="new-password"
        error={errors.confirmPassword}
        minLength={AUTH_LIMITS.passwordMin}
      />
    </>
  );
}
