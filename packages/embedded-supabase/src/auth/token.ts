import type { IncomingMessage } from "node:http";

import { AuthApiError } from "../http/errors";
import type { AuthContext } from "./context";
import { readJsonObject } from "./input";
import { compare } from "./password-hashing";
import { exchangeAuthCode } from "./pkce";
import type { UserRow } from "./users";

async function passwordGrant(ctx: AuthContext, req: IncomingMessage) {
  const body = await readJsonObject(req);
  const invalid = new AuthApiError(400, "invalid_credentials", "Invalid login credentials");
  if (typeof body.email !== "string" || typeof body.password !== "string") throw invalid;
  const email = body.email.trim().toLowerCase();
  ctx.throttle.checkPasswordAttempt(req, email);
  const user = (
    await ctx.db.transaction((tx) =>
      tx.query<UserRow>("select * from auth.users where lower(email) = $1", [email]),
    )
  ).rows[0];
  const matches = await compare(body.password, user?.encrypted_password ?? (await ctx.dummyHash));
  if (!user || !user.encrypted_password || !matches) {
    ctx.throttle.passwordFailed(req, email);
    throw invalid;
  }
  ctx.throttle.passwordAccepted(req, email);
  if (!user.email_confirmed_at) {
    throw new AuthApiError(400, "email_not_confirmed", "Email not confirmed");
  }
  return ctx.db.transaction((tx) => ctx.sessions.issueSession(tx, user.id, "password", req));
}

/** `POST /token?grant_type=pkce`: the auth code of an opened e-mail link, for a session. */
async function pkceGrant(ctx: AuthContext, req: IncomingMessage) {
  const body = await readJsonObject(req);
  return ctx.db.transaction(async (tx) => {
    const { userId, authenticationMethod } = await exchangeAuthCode(tx, body);
    return ctx.sessions.issueSession(tx, userId, authenticationMethod, req);
  });
}

/** `POST /token`: a session for a password, a refresh token or a PKCE auth code. */
export async function token(ctx: AuthContext, req: IncomingMessage, url: URL) {
  const grantType = url.searchParams.get("grant_type");
  if (grantType === "password") return passwordGrant(ctx, req);
  if (grantType === "refresh_token") return ctx.sessions.refresh(await readJsonObject(req));
  if (grantType === "pkce") return pkceGrant(ctx, req);
  throw new AuthApiError(400, "validation_failed", "unsupported_grant_type");
}
