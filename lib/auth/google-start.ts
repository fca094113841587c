import type { User } from "@supabase/supabase-js";

/**
 * When a Google sign-in started: /auth/google leaves it for /auth/callback, which tells from it
 * whether the sign-in made the account (the welcome) or found one ("Login successful").
 */
export const GOOGLE_START_COOKIE = "gc-google-start";

/** Long enough for a slow round trip through Google's consent screen. */
export const GOOGLE_START_MAX_AGE_SECONDS = 600;

/** The cookie's value (milliseconds since the epoch), or null when it is missing or not a time. */
export function parseGoogleStart(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * Whether the account came into being during this sign-in: it is no older than the sign-in's
 * start. A returning member's account predates the start however soon they come back, and so
 * does an existing account that a verified Google address is linked to. Without a start (a flow
 * begun elsewhere, or one left longer than the cookie lives) it counts as a return, so at worst
 * a new member misses the welcome. On a hosted project the account's time is the database's
 * clock and the start is this server's; they would have to differ by more than the trip through
 * Google for the answer to change.
 */
export function madeBySignIn(user: Pick<User, "created_at">, startedAt: number | null): boolean {
  if (startedAt === null) return false;
  const created = Date.parse(user.created_at);
  return Number.isFinite(created) && created >= startedAt;
}
