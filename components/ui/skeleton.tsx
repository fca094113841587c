import type { ComponentProps } from "react";

import { clsx } from "clsx";

/**
 * A grey placeholder bar that pulses while the real content loads; size it with classes (added to
 * its own, not merged: it renders in the browser, where tailwind-merge would cost 8.5 KB).
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      className={clsx("animate-pulse rounded bg-muted", className)}
      {...props}
    />
  );
}
