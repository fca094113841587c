import "server-only";

import { cache } from "react";

import { hasTeamRole } from "@/lib/admin/role";
import { verifiedClaims } from "@/lib/supabase/claims";
import { createClient } from "@/lib/supabase/server";

/** Who is asking for the console: nobody signed in, a member, or one of the team. */
export type ConsoleViewer =
  { kind: "visitor" } | { kind: "member" } | { kind: "team"; id: string; email: string };

/**
 * The viewer of this request, from the session's verified claims (proxy.ts has refreshed a token
 * whose role changed). The page only decides what to render: every read is the database's to
 * allow, by the same claim.
 */
export const consoleViewer = cache(async (): Promise<ConsoleViewer> => {
  const claims = await verifiedClaims(await createClient());
  if (!claims) return { kind: "visitor" };
  if (!hasTeamRole(claims.app_metadata)) return { kind: "member" };
  return {
    kind: "team",
    id: claims.sub,
    email: typeof claims.email === "string" ? claims.email : "",
  };
});
