"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-interactive>` once React has hydrated the page. The framework's scripts load
 * after the first paint (scripts/lib/paint-first.mjs), so the page is HTML-only for a moment;
 * whatever must wait for it to respond to script (the e2e suite) waits for this mark.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
