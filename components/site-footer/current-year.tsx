"use client";

/**
 * The footer is prerendered at build time; computing the year in the browser keeps the
 * copyright current without a rebuild on 1 January.
 */
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
