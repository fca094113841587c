"use client";

import { Link } from "@/components/ui/link";
import { useEffect } from "react";

import { ErrorScreen } from "@/components/errors/error-screen";
import {
  useErrorReference,
  type ErrorBoundaryProps,
} from "@/components/errors/use-error-reference";
import { buttonVariants } from "@/components/ui/button-variants";

// Every page loads this boundary, so it stays light: button styles without the Button component.
export default function ErrorPage({ error, reset }: ErrorBoundaryProps) {
  const reference = useErrorReference(error);
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen reference={reference}>
      <button type="button" onClick={reset} className={buttonVariants({ size: "lg" })}>
        Try again
      </button>
      <Link href="/" className={buttonVariants({ size: "lg", variant: "outline" })}>
        Return to Home
      </Link>
    </ErrorScreen>
  );
}
