import "server-only";

import { isAuthApiError, isAuthSessionMissingError, type User } from "@supabase/supabase-js";
import { cache } from "react";

import { verifiedClaims } from "@/lib/supabase/claims";
import { createClient } from "@/lib/supabase/server";
import { pageLog } from "@/lib/log/request-log";

/**
 * The verified claims of this request's session, or null. `getClaims()` checks the JWT's
 * signature (never trust `getSession()`'s user on the server); cached so the layout and the page
 * of one request verify once.
 */
export const getVerifiedClaims = cache(async () => {
  const supabase = await createClient();
  return verifiedClaims(supabase);
});

/**
 * The account as the auth server sees it now. A valid JWT outlives its session (a password
 * change elsewhere or a deleted account ends it), so account pages ask: "ended" when the server
 * no longer knows the session, null when it could not be asked (the page then shows what the
 * claims tell).
 */
export const getCurrentUser = cache(async (): Promise<User | "ended" | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.getUser();
  if (data.user) return data.user;
  // supabase-js reports GoTrue's `session_not_found` as a missing session.
  if (isAuthSessionMissingError(error)) return "ended";
  if (isAuthApiError(error) && [401, 403, 404].includes(error.status)) return "ended";
  if (error) {
    (await pageLog("/profile")).error(
      { err: error, event: "profile.auth_user_unavailable" },
      "profile: could not read the auth user",
    );
  }
  return null;
});
