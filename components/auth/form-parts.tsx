"use client";

import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { showToast } from "@/components/providers/toast";

import type { FormMessage, FormState } from "@/lib/auth/form-state";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * After each submission: a failure toast with the action's message (and a success toast when the
 * form stays on screen, `toastSuccess`), and focus on the first field the server rejected. The
 * state a page was rendered with (also after a no-JS post) is skipped.
 */
export function useFormFeedback<Field extends string>(
  state: FormState<Field>,
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly Field[],
  { toastSuccess = false }: { toastSuccess?: boolean } = {},
) {
  const renderedWith = useRef(state);
  useEffect(() => {
    if (state === renderedWith.current) return;
    if (state.message && !state.success) {
      showToast("error", state.message.title, { description: state.message.description });
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
}

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "name"> & {
  name: string;
  label: string;
  error?: string;
  /** A short help text under the input, e.g. the password rule. */
  hint?: string;
  /** Something on the label's line, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
};

/** A labelled input; its error and hint are tied to it with `aria-describedby`. */
export function TextField({
  name,
  label,
  error,
  hint,
  labelAside,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-2 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form's polite live region. It is always in the page so screen readers announce what a
 * submission changed; the text also shows for visitors without JavaScript, who get no toast.
 */
export function FormAlert({ message, success }: { message?: FormMessage; success?: boolean }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="form-message">
      {message ? (
        <div
          className={cn(
            "rounded-xl border px-4 py-3 text-sm",
            success
              ? "border-primary/15 bg-primary-soft text-foreground"
              : "border-destructive/30 bg-destructive/5 text-destructive",
          )}
        >
          <p className="font-semibold">{message.title}</p>
          {message.description ? <p className="mt-0.5">{message.description}</p> : null}
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
