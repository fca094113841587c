import { createHash, randomInt } from "node:crypto";

import { sha256 } from "./users";
import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";

/** How long an e-mailed code or link works (`[auth.email] otp_expiry`, GoTrue's default). */
export const EMAIL_TOKEN_TTL_SECONDS = 3600;

/** Marks the token of a link whose request carried a PKCE challenge, as GoTrue does. */
export const PKCE_PREFIX = "pkce_";

export type OneTimeTokenType =
  "confirmation_token" | "recovery_token" | "email_change_token_current" | "email_change_token_new";

/** What one e-mail carries: the 6-digit code (`{{ .Token }}`) and the link's `{{ .TokenHash }}`. */
export interface EmailToken {
  code: string;
  tokenHash: string;
}

/**
 * A new code for `email` and its hash, GoTrue's way: the hash is SHA-224 of address and code, so
 * the link (`token_hash`) and the typed code (`email` + `token`) redeem the same token.
 */
export function newEmailToken(email: string, pkce: boolean): EmailToken {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, tokenHash: tokenHashOf(email, code, pkce) };
}

function tokenHashOf(email: string, code: string, pkce: boolean): string {
  const hash = createHash("sha224")
    .update(email + code)
    .digest("hex");
  return pkce ? PKCE_PREFIX + hash : hash;
}

/** The stored forms (the database keeps only a hash of the link's hash) of a typed code. */
export function storedHashesForCode(email: string, code: string): string[] {
  return [false, true].map((pkce) => sha256(tokenHashOf(email, code, pkce)));
}

export function storedHashForLink(tokenHash: string): string[] {
  return [sha256(tokenHash)];
}

/** Saves the token, replacing the user's earlier one of the same type. */
export async function saveEmailToken(
  tx: Transaction,
  userId: string,
  type: OneTimeTokenType,
  to: string,
  token: EmailToken,
): Promise<void> {
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = now()`,
    [userId, type, sha256(token.tokenHash), to],
  );
}

/** Deletes and returns the live token among `hashes` of one of `types`, or null. */
export async function consumeEmailToken(
  tx: Transaction,
  hashes: string[],
  types: readonly OneTimeTokenType[],
): Promise<{ userId: string; type: OneTimeTokenType; to: string } | null> {
  const row = (
    await tx.query<{ user_id: string; token_type: OneTimeTokenType; relates_to: string }>(
      `delete from auth.one_time_tokens
       where token_hash = any($1::text[]) and token_type = any($2::text[])
         and created_at > now() - make_interval(secs => $3)
       returning user_id, token_type, relates_to`,
      [hashes, types, EMAIL_TOKEN_TTL_SECONDS],
    )
  ).rows[0];
  return row ? { userId: row.user_id, type: row.token_type, to: row.relates_to } : null;
}

/** GoTrue's answer to a used, expired or unknown link. */
export function linkExpired(): AuthApiError {
  return new AuthApiError(403, "otp_expired", "Email link is invalid or has expired");
}

/** GoTrue's answer to a wrong, used or expired typed code. */
export function codeExpired(): AuthApiError {
  return new AuthApiError(403, "otp_expired", "Token has expired or is invalid");
}
