import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/** A grey placeholder bar that pulses while the real content loads; size it with classes. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      className={cn("animate-pulse rounded bg-muted", className)}
      {...props}
    />
  );
}
