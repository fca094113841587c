import type { ReactNode } from "react";

import { Icon } from "@/components/icons/icon";
import { triangleAlertIcon } from "@/components/icons/drawings";

/**
 * The generic fallback for an unhandled error (spec §8), with the reference that finds the
 * error's log line.
 */
export function ErrorScreen({ reference, children }: { reference?: string; children: ReactNode }) {
  return (
    <section
      role="alert"
      className="flex min-h-[70vh] items-center justify-center px-4 pt-32 pb-20 text-center"
    >
      <div className="max-w-lg">
        <Icon drawing={triangleAlertIcon} className="mx-auto size-12 text-destructive" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Something went wrong on our side. Please try again, or head back to the home page.
        </p>
        {reference ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Reference: <span className="font-mono select-all">{reference}</span>
          </p>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
