"use client";

import "./globals.css";

import { Link } from "@/components/ui/link";

import { ErrorScreen } from "@/components/errors/error-screen";
import {
  useErrorReference,
  type ErrorBoundaryProps,
} from "@/components/errors/use-error-reference";

/** Replaces the root layout when it fails itself, so it renders its own document. */
export default function GlobalError({ error, reset }: ErrorBoundaryProps) {
  const reference = useErrorReference(error);
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen reference={reference}>
            <button
              type="button"
              onClick={reset}
              className="rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
            >
              Try again
            </button>
            <Link href="/" className="rounded-full border border-input px-6 py-3 font-semibold">
              Return to Home
            </Link>
          </ErrorScreen>
        </main>
      </body>
    </html>
  );
}
