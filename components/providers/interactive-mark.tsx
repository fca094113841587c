"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-interactive>` once React has hydrated the page: until then the page is HTML
 * only. Whatever must wait for it to respond to script (the e2e suite, the bench's time to
 * hydrated) waits for this mark.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
