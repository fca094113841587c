"use client";

import type { AuthChangeEvent, Session, SupabaseClient } from "@supabase/supabase-js";
import { useSyncExternalStore } from "react";

import { hasAuthCookie } from "@/lib/supabase/config";

export type AuthState =
  { status: "unknown" } | { status: "signed-out" } | { status: "signed-in"; email: string | null };

const UNKNOWN: AuthState = { status: "unknown" };
const SIGNED_OUT: AuthState = { status: "signed-out" };

/**
 * The header's view of the session, shared by every island that shows it.
 *
 * It starts "unknown" (which is also what the static HTML shows). Without a session cookie it
 * settles on "signed out" at once and supabase-js is never downloaded; with one, the browser
 * client is imported and asked. From then on it follows the client's auth events, and re-reads
 * the cookie whenever the tab regains attention or the site navigates, because a sign-in or out
 * made by a server action, or in another tab, changes only the cookie.
 */
let state: AuthState = UNKNOWN;
const listeners = new Set<() => void>();
let clientPromise: Promise<SupabaseClient> | null = null;
let stopWatching: (() => void) | null = null;
let checks = 0;

function setState(next: AuthState) {
  const same =
    next.status === state.status &&
    (next.status !== "signed-in" || (state.status === "signed-in" && next.email === state.email));
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

function fromSession(session: Session | null): AuthState {
  return session ? { status: "signed-in", email: session.user.email ?? null } : SIGNED_OUT;
}

function loadClient(): Promise<SupabaseClient> {
  clientPromise ??= import("@/lib/supabase/client").then(({ createClient }) => {
    const client = createClient();
    client.auth.onAuthStateChange((event: AuthChangeEvent, session) => {
      switch (event) {
        case "INITIAL_SESSION":
        case "SIGNED_IN":
        case "TOKEN_REFRESHED":
        case "USER_UPDATED":
          setState(fromSession(session));
          break;
        case "SIGNED_OUT":
          setState(SIGNED_OUT);
          break;
      }
    });
    return client;
  });
  return clientPromise;
}

/** Re-reads the session: from the cookie alone when there is none, else from the client. */
export function refreshAuthState() {
  if (typeof document === "undefined") return;
  if (!hasAuthCookie(document.cookie)) {
    setState(SIGNED_OUT);
    return;
  }
  // Only the latest check may settle the state when several overlap.
  const check = ++checks;
  loadClient()
    .then((client) => client.auth.getSession())
    .then(({ data }) => {
      if (check === checks) setState(fromSession(data.session));
    })
    .catch(() => {
      if (check === checks) setState(SIGNED_OUT);
    });
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

const UNREACHABLE = "We couldn't reach the server. Please check your connection and try again.";

/** Signs out with the browser client; resolves with the error when the backend refused. */
export async function signOutInBrowser(): Promise<{ message: string } | null> {
  try {
    const client = await loadClient();
    const { error } = await client.auth.signOut();
    // An unreachable backend yields a retryable error whose message is not meant for people.
    if (error) {
      // Already loaded with the client, so this import costs nothing more.
      const { isAuthRetryableFetchError } = await import("@supabase/supabase-js");
      const unreachable = isAuthRetryableFetchError(error) || !error.message;
      return { message: unreachable ? UNREACHABLE : error.message };
    }
    setState(SIGNED_OUT);
    return null;
  } catch {
    return { message: UNREACHABLE };
  }
}
