"use client";

import { useEffect } from "react";

/** The parts of every page that React hydrates one after another (app/site-body.tsx). */
export type HydratedPart = "frame" | "page" | "footer";

const PARTS = 3;
const hydrated = new Set<HydratedPart>();

/**
 * Marks `<html data-interactive>` once React has hydrated every part of the page: the frame (the
 * header and the site's helpers), the page's body and the footer. From then on every control on
 * the page answers with its own script, as the floor app's does once its one page has hydrated;
 * the e2e suite waits for this mark before it presses anything, and the bench's time to hydrated
 * is the time to it. A part hydrates once; the mark stays through client-side navigations.
 */
export function InteractiveMark({ part }: { part: HydratedPart }) {
  useEffect(() => {
    hydrated.add(part);
    if (hydrated.size === PARTS) document.documentElement.dataset.interactive = "";
  }, [part]);
  return null;
}
