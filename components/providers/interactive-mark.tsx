"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-interactive>` once React has hydrated the page's frame (the header and the
 * site's helpers): until then the page is HTML only. The page's body and footer hydrate just
 * after, and a tap on them before that is handed to them once hydrated (app/site-body.tsx), so
 * from this mark the whole page answers script. Whatever must wait for that (the e2e suite, the
 * bench's time to hydrated) waits for this mark.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
