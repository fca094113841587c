"use client";

import { useEffect, useRef, type ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * Where a public form says it was sent, in a live region. The button that was pressed leaves
 * with the form, so focus moves to the notice when it appears.
 */
export function SentNotice({
  sent,
  testId,
  className,
  children,
}: {
  sent: boolean;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) ref.current?.focus();
  }, [sent]);
  return (
    <div aria-live="polite" aria-atomic="true">
      {sent ? (
        <div
          ref={ref}
          tabIndex={-1}
          data-testid={testId}
          className={cn("form-alert flex-col items-start gap-3 px-5 py-5", className)}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
