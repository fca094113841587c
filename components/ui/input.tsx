import { clsx } from "clsx";
import type { ComponentProps } from "react";

/** A text input, never shorter than a 44 px touch target, also as a flex item in a column. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={clsx(
        "h-11 min-h-11 w-full rounded-xl border border-input bg-card px-4 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
