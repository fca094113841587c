import type { VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

import { buttonVariants } from "./button-variants";

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, usually) with the button's styles. */
    asChild?: boolean;
  };

/**
 * Classes compose with clsx, not tailwind-merge, so forms and other islands don't ship a class
 * merger to the browser: pass only classes the variants leave alone (margins, widths, …).
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={clsx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { buttonVariants };
