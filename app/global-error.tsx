"use client";

import type { CSSProperties } from "react";

import { brandColors } from "@/components/brand/brand";
import {
  useErrorReference,
  type ErrorBoundaryProps,
} from "@/components/errors/use-error-reference";

// This screen replaces the root layout, and so the site's stylesheet, when the layout itself
// fails. It carries its own few styles: importing the stylesheet here would put another copy of it
// into the payload of every page, which inlines it.
const { ink, primary, paper } = brandColors;

const button: CSSProperties = {
  borderRadius: 9999,
  padding: "0.75rem 1.5rem",
  fontWeight: 600,
  fontSize: "1rem",
  textDecoration: "none",
  cursor: "pointer",
};

/** Replaces the root layout when it fails itself, so it renders its own document. */
export default function GlobalError({ error, reset }: ErrorBoundaryProps) {
  const reference = useErrorReference(error);
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
          color: ink,
          background: paper,
        }}
      >
        <main
          role="alert"
          style={{
            maxWidth: "32rem",
            margin: "0 auto",
            padding: "8rem 1rem 5rem",
            textAlign: "center",
          }}
        >
          <h1 style={{ fontSize: "1.875rem", margin: 0 }}>Unexpected Application Error!</h1>
          <p style={{ marginTop: "1rem", fontSize: "1.125rem" }}>
            Something went wrong on our side. Please try again, or head back to the home page.
          </p>
          {reference ? (
            <p style={{ marginTop: "0.75rem", fontSize: "0.875rem" }}>
              Reference: <span style={{ fontFamily: "monospace" }}>{reference}</span>
            </p>
          ) : null}
          <div
            style={{
              marginTop: "2rem",
              display: "flex",
              flexWrap: "wrap",
              justifyContent: "center",
              gap: "0.75rem",
            }}
          >
            <button
              type="button"
              onClick={reset}
              style={{ ...button, border: 0, background: primary, color: paper }}
            >
              Try again
            </button>
            {/* A full load: the app that failed starts afresh, and this boundary's chunk (on
                every page) carries no second copy of the router's link. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ ...button, border: `1px solid ${primary}`, color: ink }}>
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
