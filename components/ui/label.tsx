import { clsx } from "clsx";
import type { ComponentProps } from "react";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={clsx("text-sm font-medium text-foreground", className)}
      {...props}
    />
  );
}
