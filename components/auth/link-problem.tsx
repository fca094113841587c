import type { ReactNode } from "react";

import { Icon } from "@/components/icons/icon";
import { triangleAlertIcon } from "@/components/icons/drawings";

/** Explains why an e-mailed link brought the visitor here instead of where it pointed. */
export function LinkProblem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mb-6 flex gap-2.5 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-accent-foreground"
    >
      <Icon drawing={triangleAlertIcon} className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
