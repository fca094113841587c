"use client";

import "./globals.css";

import { ErrorScreen } from "@/components/errors/error-screen";

/** Replaces the root layout when it fails itself, so it renders its own document. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen>
            <button
              type="button"
              onClick={reset}
              className="rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
            >
              Try again
            </button>
            {/* A full page load: the client router may be what broke. */}
            <a href="/" className="rounded-full border border-input px-6 py-3 font-semibold">
              Return to Home
            </a>
          </ErrorScreen>
        </main>
      </body>
    </html>
  );
}
