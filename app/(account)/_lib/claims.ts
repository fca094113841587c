import "server-only";

import { cache } from "react";

import { createClient } from "@/lib/supabase/server";

/**
 * The verified claims of this request's session, or null. `getClaims()` checks the JWT's
 * signature (never trust `getSession()`'s user on the server); cached so the layout and the page
 * of one request verify once.
 */
export const getVerifiedClaims = cache(async () => {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  return data?.claims ?? null;
});
