import type { IncomingMessage } from "node:http";

import type { AuthContext } from "./context";
import { validationError } from "./input";

/** `POST /logout?scope=global|local|others`: ends sessions of the token's user. */
export async function logout(ctx: AuthContext, req: IncomingMessage, url: URL) {
  const scope = url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others"].includes(scope)) {
    throw validationError(400, "Unsupported logout scope");
  }
  await ctx.db.transaction(async (tx) => {
    const { user, session } = await ctx.sessions.authenticate(tx, req);
    if (scope === "local") {
      await tx.query("delete from auth.sessions where id = $1", [session.id]);
    } else if (scope === "others") {
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [
        user.id,
        session.id,
      ]);
    } else {
      await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
    }
  });
}
