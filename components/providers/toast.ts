import type { ExternalToast } from "sonner";

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;
let mounted: () => void = () => {};
const ready = new Promise<void>((resolve) => (mounted = resolve));

/** The app's toaster renders once something asks for a toast (see AppToaster). */
export const toasterStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: () => wanted,
  /** Called by the toaster once it listens; toasts sent before that would be lost. */
  markMounted: () => mounted(),
};

/**
 * Shows a toast. Every toast follows an interaction or a result, never the first render, so
 * sonner and its toaster are fetched and mounted with the first one rather than with the page.
 */
export function showToast(kind: "success" | "error", title: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then(() => import("sonner")).then(({ toast }) => toast[kind](title, options));
}
