import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";

/**
 * The verified claims of the session (or of `jwt`), or null: `getClaims()` checks the signature
 * and `exp`, and a token is also refused before its `nbf`, as GoTrue and PostgREST refuse it.
 */
export async function verifiedClaims(
  supabase: Pick<SupabaseClient, "auth">,
  jwt?: string,
): Promise<JwtPayload | null> {
  const { data } = await supabase.auth.getClaims(jwt);
  const claims = data?.claims ?? null;
  const notBefore: unknown = claims?.nbf;
  if (notBefore === undefined) return claims;
  return typeof notBefore === "number" && notBefore <= Date.now() / 1000 ? claims : null;
}
