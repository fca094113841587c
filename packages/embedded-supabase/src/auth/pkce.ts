import { createHash, randomUUID, timingSafeEqual } from "node:crypto";

import { validationError } from "./input";
import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";

/** How long an issued auth code can be exchanged (GoTrue's flow state expiry: 5 minutes). */
export const AUTH_CODE_TTL_SECONDS = 300;

export interface PkceChallenge {
  challenge: string;
  method: "s256" | "plain";
}

/** The `code_challenge` and `code_challenge_method` of a request body: both, or neither. */
export function readPkceChallenge(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  const given = (value: unknown) => typeof value === "string" && value !== "";
  if (!given(challenge) && !given(method)) return null;
  if (!given(challenge) || !given(method)) {
    throw validationError(400, "PKCE flow requires code_challenge_method and code_challenge");
  }
  const normalized = (method as string).toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    throw validationError(400, "code challenge method not supported");
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge as string)) {
    throw validationError(400, "code challenge has to be between 43 and 128 characters");
  }
  return { challenge: challenge as string, method: normalized };
}

/**
 * Records the challenge of an e-mail flow (`signup`, `magiclink`, `recovery`, `email_change`,
 * `invite`) for the user; the link's redirect later issues an auth code on it.
 */
export async function saveFlowState(
  tx: Transaction,
  userId: string,
  authenticationMethod: string,
  pkce: PkceChallenge,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state
       (user_id, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4)`,
    [userId, pkce.challenge, pkce.method, authenticationMethod],
  );
}

/** Issues the auth code of the user's latest flow of those kinds, or null when there is none. */
export async function issueAuthCode(
  tx: Transaction,
  userId: string,
  authenticationMethods: readonly string[],
): Promise<string | null> {
  const code = randomUUID();
  const updated = await tx.query(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = now()
     where id = (select id from auth.flow_state
                 where user_id = $1 and authentication_method = any($2::text[])
                 order by created_at desc limit 1)
     returning id`,
    [userId, authenticationMethods, code],
  );
  return updated.rows.length > 0 ? code : null;
}

function challengeOf(verifier: string, method: PkceChallenge["method"]): string {
  return method === "plain" ? verifier : createHash("sha256").update(verifier).digest("base64url");
}

/**
 * `POST /token?grant_type=pkce`: checks the verifier against the flow's challenge and consumes
 * the flow; resolves with the user and the method the session is issued for.
 */
export async function exchangeAuthCode(
  tx: Transaction,
  body: Record<string, unknown>,
): Promise<{ userId: string; authenticationMethod: string }> {
  const { auth_code: authCode, code_verifier: verifier } = body;
  if (
    typeof authCode !== "string" ||
    authCode === "" ||
    typeof verifier !== "string" ||
    !verifier
  ) {
    throw validationError(
      400,
      "invalid request: both auth code and code verifier should be non-empty",
    );
  }
  const flow = (
    await tx.query<{
      id: string;
      user_id: string;
      code_challenge: string;
      code_challenge_method: PkceChallenge["method"];
      authentication_method: string;
      expired: boolean;
    }>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method,
              coalesce(auth_code_issued_at, created_at)
                < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1 for update`,
      [authCode, AUTH_CODE_TTL_SECONDS],
    )
  ).rows[0];
  if (!flow) {
    throw new AuthApiError(
      404,
      "flow_state_not_found",
      "invalid flow state, no valid flow state found",
    );
  }
  if (flow.expired) {
    throw new AuthApiError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  const expected = Buffer.from(flow.code_challenge);
  const actual = Buffer.from(challengeOf(verifier, flow.code_challenge_method));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new AuthApiError(
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
  }
  // A redirect sign-in's flow stays, spent, until cleanup: its state is still valid for minutes
  // and must find the flow taken rather than make it again.
  await tx.query(
    flow.authentication_method === "oauth"
      ? "update auth.flow_state set auth_code = null, updated_at = now() where id = $1"
      : "delete from auth.flow_state where id = $1",
    [flow.id],
  );
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
