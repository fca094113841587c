"use client";

import { useSyncExternalStore } from "react";

import { safeNextPath } from "@/lib/security/redirects";

const noChange = () => () => {};

/**
 * The `next` and `error` parameters of the page's address, for the log-in and sign-up pages,
 * which are prerendered (they paint before the framework loads, wherever they are served) and so
 * cannot read them on the server. The prerendered HTML and the first client render see none (`next`
 * is "" until then; the actions fall back to the Referer's); the real ones apply right after
 * hydration.
 */
export function usePageQuery(): { next: string; error: string | null } {
  const search = useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => "",
  );
  const params = new URLSearchParams(search);
  const next = params.get("next");
  return { next: next === null ? "" : safeNextPath(next), error: params.get("error") };
}
