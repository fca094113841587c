import { randomBytes, randomInt } from "node:crypto";

import { sha256 } from "./users";
import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";

/**
 * How long an e-mailed code or link works unless `[auth.email] otp_expiry` says otherwise: 15
 * minutes (GoTrue's default is an hour).
 */
export const EMAIL_TOKEN_TTL_SECONDS = 900;

/** Wrong codes a token takes; the fifth kills it, so a code cannot be guessed by trying. */
export const MAX_CODE_FAILURES = 5;

/**
 * Wrong codes an account takes in an hour, over all its codes; past it each code dies at its
 * next wrong guess, so asking for new codes buys no more guesses.
 */
export const MAX_ACCOUNT_CODE_FAILURES_PER_HOUR = 10;

/**
 * Wrong codes one client network (see `clientNetwork`) may type in an hour, over all accounts;
 * past it the network's codes are refused unchecked, so one network cannot spend the guesses of
 * many members' codes.
 */
export const MAX_NETWORK_CODE_FAILURES_PER_HOUR = 20;

/** Marks the token of a link whose request carried a PKCE challenge, as GoTrue does. */
export const PKCE_PREFIX = "pkce_";

export type OneTimeTokenType =
  | "confirmation_token"
  | "recovery_token"
  | "email_change_token_current"
  | "email_change_token_new"
  | "reauthentication_token"
  | "phone_change_token";

/** What one e-mail carries: the 6-digit code (`{{ .Token }}`) and the link's `{{ .TokenHash }}`. */
export interface EmailToken {
  code: string;
  tokenHash: string;
}

/**
 * A new code and link for one e-mail. Unlike GoTrue, whose link hash is SHA-224 of address and
 * code (so it carries the code's 20 bits), the link's `token_hash` is 28 random bytes of its own:
 * neither can be derived from the other, and only the code is short enough to type.
 */
export function newEmailToken(_email: string, pkce: boolean): EmailToken {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const hash = randomBytes(28).toString("hex");
  return { code, tokenHash: pkce ? PKCE_PREFIX + hash : hash };
}

/** How a token is presented: by its link's `token_hash`, or by the code typed with its address. */
export type TokenProof = { column: "token_hash" | "code_hash"; value: string };

function codeHash(email: string, code: string): string {
  return sha256(`${email.trim().toLowerCase()}:${code}`);
}

/** The stored form of a typed code: a hash of the address it was sent to and the code. */
export function proofOfCode(email: string, code: string): TokenProof {
  return { column: "code_hash", value: codeHash(email, code) };
}

/** The stored form of a link: the database keeps only a hash of its `token_hash`. */
export function proofOfLink(tokenHash: string): TokenProof {
  return { column: "token_hash", value: sha256(tokenHash) };
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
    `insert into auth.one_time_tokens
       (user_id, token_type, token_hash, code_hash, relates_to, failed_attempts)
     values ($1, $2, $3, $4, $5, 0)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, code_hash = excluded.code_hash,
                   relates_to = excluded.relates_to, failed_attempts = 0, created_at = now()`,
    [userId, type, sha256(token.tokenHash), codeHash(to, token.code), to],
  );
}

/**
 * Whether `userId` holds a code of `type` mailed within its life and not used up by wrong
 * guesses. Asking again then sends nothing: the code and link already mailed stay the ones that
 * work, so repeated requests from anyone neither flood the member nor use up their mail.
 */
export async function hasLiveCode(
  tx: Transaction,
  userId: string,
  type: OneTimeTokenType,
  ttlSeconds: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from auth.one_time_tokens
     where user_id = $1 and token_type = $2 and code_hash is not null
       and created_at > now() - make_interval(secs => $3)`,
    [userId, type, ttlSeconds],
  );
  return rows.length > 0;
}

/** Deletes and returns the live token of one of `types` that `proof` presents, or null. */
export async function consumeEmailToken(
  tx: Transaction,
  proof: TokenProof,
  types: readonly OneTimeTokenType[],
  ttlSeconds: number,
): Promise<{ userId: string; type: OneTimeTokenType; to: string } | null> {
  const row = (
    await tx.query<{ user_id: string; token_type: OneTimeTokenType; relates_to: string }>(
      `delete from auth.one_time_tokens
       where ${proof.column} = $1 and token_type = any($2::text[])
         and created_at > now() - make_interval(secs => $3)
       returning user_id, token_type, relates_to`,
      [proof.value, types, ttlSeconds],
    )
  ).rows[0];
  return row ? { userId: row.user_id, type: row.token_type, to: row.relates_to } : null;
}

/**
 * Checks a typed code before it is redeemed, in a transaction of its own so that a wrong guess is
 * counted even though the request fails: every live code of `types` sent to `email` records the
 * failure, and one with `MAX_CODE_FAILURES` dies. Its link lives on: a stranger's guesses at a
 * 6-digit code say nothing about a 224-bit link, so they must not take it from the member.
 * Answers "ok", "wrong" or "dead" (this guess used up the last try); a `network` past its hourly
 * wrong codes gets GoTrue's 429 before anything is checked.
 */
export async function checkEmailCode(
  tx: Transaction,
  email: string,
  code: string,
  types: readonly OneTimeTokenType[],
  ttlSeconds: number,
  network: string,
): Promise<"ok" | "wrong" | "dead"> {
  if ((await networkFailures(tx, network)) >= MAX_NETWORK_CODE_FAILURES_PER_HOUR) {
    throw new AuthApiError(429, "over_request_rate_limit", "Request rate limit reached");
  }
  const address = email.trim().toLowerCase();
  const live = (
    await tx.query<{ id: string; user_id: string; code_hash: string | null }>(
      `select id, user_id, code_hash from auth.one_time_tokens
       where lower(relates_to) = $1 and token_type = any($2::text[]) and code_hash is not null
         and created_at > now() - make_interval(secs => $3)
       for update`,
      [address, types, ttlSeconds],
    )
  ).rows;
  if (live.some((row) => row.code_hash === codeHash(address, code))) return "ok";
  await countNetworkFailure(tx, network);
  if (live.length === 0) return "wrong";
  const ids = live.map((row) => row.id);
  await tx.query(
    "update auth.one_time_tokens set failed_attempts = failed_attempts + 1 where id = any($1::uuid[])",
    [ids],
  );
  const users = [...new Set(live.map((row) => row.user_id))];
  const exhausted = await countAccountFailures(tx, users);
  const dead = (
    await tx.query(
      `update auth.one_time_tokens set code_hash = null
       where id = any($1::uuid[]) and (failed_attempts >= $2 or user_id = any($3::uuid[]))
       returning id`,
      [ids, MAX_CODE_FAILURES, exhausted],
    )
  ).rows;
  return dead.length > 0 ? "dead" : "wrong";
}

async function networkFailures(tx: Transaction, network: string): Promise<number> {
  const { rows } = await tx.query<{ failures: number }>(
    `select failures from auth.code_failure_networks
     where network = $1 and window_start > now() - interval '1 hour'`,
    [network],
  );
  return rows[0]?.failures ?? 0;
}

async function countNetworkFailure(tx: Transaction, network: string): Promise<void> {
  await tx.query(
    `insert into auth.code_failure_networks as f (network, window_start, failures)
     values ($1, now(), 1)
     on conflict (network) do update set
       failures = case when f.window_start > now() - interval '1 hour' then f.failures + 1 else 1 end,
       window_start = case when f.window_start > now() - interval '1 hour'
                           then f.window_start else now() end`,
    [network],
  );
}

/** Counts one wrong code against each account; answers those past their hourly limit. */
async function countAccountFailures(tx: Transaction, users: string[]): Promise<string[]> {
  const counted = await tx.query<{ user_id: string; failures: number }>(
    `insert into auth.code_failures as f (user_id, window_start, failures)
     select unnest($1::uuid[]), now(), 1
     on conflict (user_id) do update set
       failures = case when f.window_start > now() - interval '1 hour' then f.failures + 1 else 1 end,
       window_start = case when f.window_start > now() - interval '1 hour'
                           then f.window_start else now() end
     returning user_id, failures`,
    [users],
  );
  return counted.rows
    .filter((row) => row.failures >= MAX_ACCOUNT_CODE_FAILURES_PER_HOUR)
    .map((row) => row.user_id);
}

/** The answer once a code has taken its last wrong guess. */
export function codeUsedUp(): AuthApiError {
  return new AuthApiError(
    403,
    "otp_expired",
    "Too many wrong codes: this code no longer works. Request a new one.",
  );
}

/** GoTrue's answer to a used, expired or unknown link. */
export function linkExpired(): AuthApiError {
  return new AuthApiError(403, "otp_expired", "Email link is invalid or has expired");
}

/** GoTrue's answer to a wrong, used or expired typed code. */
export function codeExpired(): AuthApiError {
  return new AuthApiError(403, "otp_expired", "Token has expired or is invalid");
}
