import { Slot } from "radix-ui";
import { useId, type ReactElement, type ReactNode } from "react";

import { Label } from "@/components/ui/label";

type FieldProps = {
  label: string;
  /** The control: an `Input`, a `Textarea`, … It receives the id and the aria wiring. */
  children: ReactElement;
  /** The field's error; marks the control invalid and replaces the hint. */
  error?: string;
  /** A short help text under the control, e.g. the password rule. */
  hint?: string;
  /** Something on the label's line, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Only for assistive tech, where the layout already says what the field is for. */
  hideLabel?: boolean;
  /** The control's id, when something else must point at it (an in-page link). */
  id?: string;
  className?: string;
};

/**
 * A label, its control and the control's hint or error, wired together: the label names the
 * control, `aria-invalid` marks an error, and `aria-describedby` points at whatever text is shown.
 */
export function Field({
  label,
  children,
  error,
  hint,
  labelAside,
  hideLabel = false,
  id,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const noteId = `${generatedId}-note`;
  const note = error ?? hint;
  return (
    <div data-slot="field" className={className}>
      {hideLabel ? (
        <Label htmlFor={controlId} className="sr-only">
          {label}
        </Label>
      ) : (
        <div className="mb-2 flex items-baseline justify-between gap-3">
          <Label htmlFor={controlId}>{label}</Label>
          {labelAside}
        </div>
      )}
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
      >
        {children}
      </Slot.Root>
      {note ? (
        <p
          id={noteId}
          data-slot={error ? "field-error" : "field-hint"}
          className={error ? "field-error" : "mt-2 text-sm text-muted-foreground"}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
