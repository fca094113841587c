"use client";

import { useSyncExternalStore } from "react";

import { readSessionMarker } from "@/lib/supabase/config";

export type AuthState =
  { status: "unknown" } | { status: "signed-in"; email: string | null } | { status: "signed-out" };

const UNKNOWN: AuthState = { status: "unknown" };
const SIGNED_OUT: AuthState = { status: "signed-out" };

/**
 * The header's view of the session, shared by every island that shows it.
 *
 * It starts "unknown" (which is also what the static HTML shows) and settles from the session
 * marker, the one cookie about the session a script can read (the session itself is HttpOnly, see
 * lib/supabase/config.ts): no marker, signed out; a marker, signed in as the address it holds. No
 * client library is loaded for it, signed in or not. It re-reads the marker whenever the tab
 * regains attention or the site navigates, because a sign-in or out made by a server action, or
 * in another tab, changes only the cookies.
 */
let state: AuthState = UNKNOWN;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function setState(next: AuthState) {
  const same =
    next.status === state.status &&
    (next.status !== "signed-in" || (state.status === "signed-in" && next.email === state.email));
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Re-reads the session marker. */
export function refreshAuthState() {
  if (typeof document === "undefined") return;
  const mark = readSessionMarker(document.cookie);
  setState(mark ? { status: "signed-in", email: mark.email } : SIGNED_OUT);
}

function watch(): () => void {
  const onVisible = () => {
    if (document.visibilityState === "visible") refreshAuthState();
  };
  // Chromium reports cookie changes directly, so another tab's sign-in shows without a focus.
  const cookieStore = (window as { cookieStore?: EventTarget }).cookieStore;
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", refreshAuthState);
  window.addEventListener("pageshow", refreshAuthState);
  cookieStore?.addEventListener("change", refreshAuthState);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("focus", refreshAuthState);
    window.removeEventListener("pageshow", refreshAuthState);
    cookieStore?.removeEventListener("change", refreshAuthState);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    stopWatching = watch();
    refreshAuthState();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}
