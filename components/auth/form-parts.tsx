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
import { showToast } from "@/components/providers/toast";

import { initialFormState, type FormMessage, type FormState } from "@/lib/auth/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AUTH_LIMITS, EMAIL_MAX_LENGTH } from "@/lib/validations/limits";
import { clsx } from "clsx";

/**
 * After each submission: a failure toast with the action's message (and a success toast when the
 * form stays on screen, `toastSuccess`), and focus on the first field the server rejected. The
 * state a page was rendered with (also after a no-JS post) is skipped.
 *
 * Returns whether the current message went out as a toast, so the form shows each message once:
 * the toast, or (before hydration, or for messages that are not toasted) the form's own alert.
 */
function useFormFeedback<Field extends string>(
  state: FormState<Field>,
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly Field[],
  { toastSuccess = false }: { toastSuccess?: boolean } = {},
): { toasted: boolean } {
  const [renderedWith] = useState(state);
  const toasted =
    state !== renderedWith && Boolean(state.message) && (!state.success || toastSuccess);
  useEffect(() => {
    if (state === renderedWith) return;
    if (state.message && !state.success) {
      showToast("error", state.message.title, { description: withReference(state.message) });
    }
    if (state.message && state.success && toastSuccess) {
      showToast("success", state.message.title, { description: state.message.description });
    }
    const first = fields.find((field) => state.fieldErrors[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    // `fields` is a constant list; only a new state means a new submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, formRef]);
  return { toasted };
}

/** A failure's description, followed by the reference that finds its log line. */
function withReference({ description, reference }: FormMessage): string | undefined {
  if (!reference) return description;
  return description ? `${description} Reference: ${reference}` : `Reference: ${reference}`;
}

/**
 * A form posted to a server action through `useActionState`, starting empty, with the feedback of
 * `useFormFeedback`. `fields` lists the form's fields in page order, for focusing the first error.
 */
export function useActionForm<Field extends string>(
  action: (previous: FormState<Field>, formData: FormData) => Promise<FormState<Field>>,
  fields: readonly NoInfer<Field>[],
  options?: { toastSuccess?: boolean },
) {
  const [state, formAction, pending] = useActionState(action, initialFormState as FormState<Field>);
  const formRef = useRef<HTMLFormElement>(null);
  const { toasted } = useFormFeedback(state, formRef, fields, options);
  return { state, formAction, pending, formRef, toasted };
}

/**
 * The form's polite live region. It is always in the page so screen readers announce what a
 * submission changed. A message that went out as a toast is not repeated here (`toasted`); the
 * text shows for visitors without JavaScript, who get no toast, and for messages never toasted.
 */
export function FormAlert({
  message,
  success,
  toasted = false,
}: {
  message?: FormMessage;
  success?: boolean;
  toasted?: boolean;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="form-message">
      {message && !toasted ? (
        <div
          className={clsx(
            "rounded-xl border px-4 py-3 text-sm",
            success
              ? "border-primary/15 bg-primary-soft text-foreground"
              : "border-destructive/30 bg-destructive/5 text-destructive",
          )}
        >
          <p className="font-semibold">{message.title}</p>
          {message.description ? <p className="mt-0.5">{message.description}</p> : null}
          {message.reference ? (
            <p className="mt-0.5 text-xs">Reference: {message.reference}</p>
          ) : null}
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
  /** The fields; the live region and the submit button follow them. */
  children: ReactNode;
};

/** A form posted through `useActionForm`: its fields, its live region and its submit button. */
export function ActionForm<Field extends string>({
  form: { state, formAction, pending, formRef, toasted },
  submitLabel,
  pendingLabel,
  layout = "card",
  disabled,
  children,
}: ActionFormProps<Field>) {
  const section = layout === "section";
  return (
    <form
      ref={formRef}
      action={formAction}
      aria-busy={pending}
      className={section ? "grid gap-4" : "grid gap-5"}
    >
      {children}
      <FormAlert message={state.message} success={section && state.success} toasted={toasted} />
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
  return (
    <Field label="Email" error={error}>
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
  return (
    <Field label="Full name" error={error}>
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
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      error={error}
      hint={`At least ${AUTH_LIMITS.passwordMin} characters.`}
      minLength={AUTH_LIMITS.passwordMin}
    />
  );
}
