"use client";

import { useEffect } from "react";

/** Marks `<html data-interactive>` once hydrated, exactly as the site does. */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
