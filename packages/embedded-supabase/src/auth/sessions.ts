import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

import { requireBearerToken, UUID_PATTERN } from "./input";
import { identitiesOf, userJson } from "./users";
import type { AuthConfig, IdentityRow, SessionRow, UserRow } from "./users";
import type { Database, Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import { header } from "../http/http";
import { nowSeconds, signJwt, verifyJwt } from "../jwt/tokens";
import type { JwtClaims } from "../jwt/tokens";
import type { SigningKeys } from "../jwt/keys";

export type Sessions = ReturnType<typeof createSessions>;

/** What sessions work over: the database, the signing keys and the auth settings. */
export interface SessionDeps {
  db: Database;
  keys: SigningKeys;
  config: AuthConfig;
}

function accessToken(
  deps: SessionDeps,
  user: UserRow,
  session: SessionRow,
): { token: string; expiresAt: number } {
  const iat = nowSeconds();
  const exp = iat + deps.config.accessTokenTtl;
  const claims: JwtClaims = {
    iss: deps.config.issuer,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: "aal1",
    amr: [
      {
        method: session.authentication_method,
        timestamp: Math.floor(session.created_at.getTime() / 1000),
      },
    ],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  return { token: signJwt(deps.keys, claims), expiresAt: exp };
}

function tokenResponse(
  deps: SessionDeps,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  identities: IdentityRow[] = [],
) {
  const { token, expiresAt } = accessToken(deps, user, session);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: deps.config.accessTokenTtl,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}

export async function issueSession(
  deps: SessionDeps,
  tx: Transaction,
  userId: string,
  method: string,
  req: IncomingMessage,
) {
  const session = (
    await tx.query<SessionRow>(
      `insert into auth.sessions (user_id, authentication_method, user_agent, ip)
       values ($1, $2, $3, $4) returning id, authentication_method, created_at`,
      [userId, method, header(req, "user-agent") ?? null, req.socket.remoteAddress ?? null],
    )
  ).rows[0]!;
  const refreshToken = randomBytes(16).toString("base64url");
  await tx.query(
    "insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)",
    [refreshToken, userId, session.id],
  );
  const user = (
    await tx.query<UserRow>(
      "update auth.users set last_sign_in_at = now() where id = $1 returning *",
      [userId],
    )
  ).rows[0]!;
  return tokenResponse(deps, user, session, refreshToken, await identitiesOf(tx, userId));
}

/** GoTrue's checks on a user JWT: signature, expiry, then that user and session still exist. */
export async function authenticate(deps: SessionDeps, tx: Transaction, req: IncomingMessage) {
  const token = requireBearerToken(req);
  const result = verifyJwt(deps.keys, token, nowSeconds());
  if (!result.ok) {
    const reason = {
      malformed: "token is malformed",
      algorithm: "signing method is invalid",
      signature: "signature is invalid",
      expired: "token is expired",
      not_yet_valid: "token is not valid yet",
    }[result.reason];
    throw new AuthApiError(
      403,
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
  const { sub, session_id: sessionId } = result.claims;
  if (typeof sub !== "string" || !UUID_PATTERN.test(sub)) {
    throw new AuthApiError(403, "bad_jwt", "invalid claim: missing sub claim");
  }
  const user = (await tx.query<UserRow>("select * from auth.users where id = $1", [sub])).rows[0];
  if (!user) {
    throw new AuthApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
  }
  const session =
    typeof sessionId === "string" && UUID_PATTERN.test(sessionId)
      ? (
          await tx.query<SessionRow>(
            `select id, authentication_method, created_at from auth.sessions
             where id = $1 and user_id = $2`,
            [sessionId, sub],
          )
        ).rows[0]
      : undefined;
  if (!session) {
    throw new AuthApiError(
      403,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  }
  return { user, session };
}

export async function refresh(deps: SessionDeps, body: Record<string, unknown>) {
  if (typeof body.refresh_token !== "string" || body.refresh_token === "") {
    throw new AuthApiError(
      400,
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
  }
  const presented = body.refresh_token;
  // Errors that must still commit (the family revocation) are returned, not thrown.
  const outcome = await deps.db.transaction(async (tx) => {
    const token = (
      await tx.query<{
        id: number;
        token: string;
        user_id: string;
        session_id: string;
        revoked: boolean;
        updated_at: Date;
      }>(
        // Locked, so simultaneous refreshes of one token queue here: the first rotates it, the
        // others then see it revoked and get the token it issued (the reuse window).
        `select id, token, user_id, session_id, revoked, updated_at from auth.refresh_tokens
         where token = $1 for update`,
        [presented],
      )
    ).rows[0];
    if (!token) {
      return new AuthApiError(
        400,
        "refresh_token_not_found",
        "Invalid Refresh Token: Refresh Token Not Found",
      );
    }
    let issued: string;
    if (token.revoked) {
      const active = (
        await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked
           order by id desc limit 1`,
          [token.session_id],
        )
      ).rows[0];
      const withinReuseWindow =
        Date.now() - token.updated_at.getTime() <= deps.config.refreshTokenReuseInterval * 1000;
      if (!active || !withinReuseWindow) {
        // A stolen token may be in use: end the session, so its access tokens fail too.
        await tx.query("delete from auth.sessions where id = $1", [token.session_id]);
        return new AuthApiError(
          400,
          "refresh_token_already_used",
          "Invalid Refresh Token: Already Used",
        );
      }
      issued = active.token;
    } else {
      await tx.query(
        "update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1",
        [token.id],
      );
      issued = randomBytes(16).toString("base64url");
      await tx.query(
        `insert into auth.refresh_tokens (token, user_id, session_id, parent)
         values ($1, $2, $3, $4)`,
        [issued, token.user_id, token.session_id, token.token],
      );
    }
    const session = (
      await tx.query<SessionRow>(
        `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1
         returning id, authentication_method, created_at`,
        [token.session_id],
      )
    ).rows[0]!;
    const user = (
      await tx.query<UserRow>("select * from auth.users where id = $1", [token.user_id])
    ).rows[0]!;
    return tokenResponse(deps, user, session, issued, await identitiesOf(tx, user.id));
  });
  if (outcome instanceof AuthApiError) throw outcome;
  return outcome;
}

/** Sessions, refresh-token rotation and access tokens with GoTrue's claims and checks. */
export function createSessions(deps: SessionDeps) {
  return {
    issueSession: (...args: DropFirst<Parameters<typeof issueSession>>) =>
      issueSession(deps, ...args),
    authenticate: (...args: DropFirst<Parameters<typeof authenticate>>) =>
      authenticate(deps, ...args),
    refresh: (...args: DropFirst<Parameters<typeof refresh>>) => refresh(deps, ...args),
  };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
