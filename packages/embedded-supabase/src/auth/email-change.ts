import type { UserRow } from "./users";
import type { Transaction } from "../db/database";
import { consumeEmailToken, linkExpired, newEmailToken, saveEmailToken } from "./email-tokens";
import type { EmailToken, OneTimeTokenType, TokenProof } from "./email-tokens";
import { AuthApiError, isPostgresError } from "../http/errors";

/** GoTrue's answer to the first of two links when both addresses must confirm. */
export const EMAIL_CHANGE_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

const TOKEN_TYPES: readonly OneTimeTokenType[] = [
  "email_change_token_current",
  "email_change_token_new",
];

export interface EmailChangeLink {
  to: string;
  token: EmailToken;
}

function emailExists(): AuthApiError {
  return new AuthApiError(
    422,
    "email_exists",
    "A user with this email address has already been registered",
  );
}

/**
 * Records `newEmail` as the pending `new_email` and makes the links to send: one to the new
 * address and, with `double_confirm_changes`, one to the current address. The account's e-mail
 * stays as it is until every link is confirmed; a new request replaces earlier links.
 */
export async function startEmailChange(
  tx: Transaction,
  user: UserRow,
  newEmail: string,
  doubleConfirm: boolean,
  pkce = false,
): Promise<EmailChangeLink[]> {
  await tx.query(
    "delete from auth.one_time_tokens where user_id = $1 and token_type = any($2::text[])",
    [user.id, TOKEN_TYPES],
  );
  const recipients: { to: string; type: OneTimeTokenType }[] = [
    { to: newEmail, type: "email_change_token_new" },
  ];
  // An account with only a mobile number has no current address to confirm from.
  if (doubleConfirm && user.email) {
    recipients.push({ to: user.email, type: "email_change_token_current" });
  }
  const links: EmailChangeLink[] = [];
  for (const { to, type } of recipients) {
    const token = newEmailToken(to, pkce);
    await saveEmailToken(tx, user.id, type, to, token);
    links.push({ to, token });
  }
  await tx.query(
    `update auth.users
     set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0
     where id = $1`,
    [user.id, newEmail],
  );
  return links;
}

/**
 * Consumes one e-mail change link or code (`proof`: its stored form). While another link is unconfirmed only that is recorded
 * (`done: false`); the last one moves `new_email` into `email` and ends every session of the
 * account, so whoever asked for the change with a stolen token is signed out too.
 */
export async function confirmEmailChange(
  tx: Transaction,
  proof: TokenProof,
  ttlSeconds: number,
  expired: () => AuthApiError = linkExpired,
): Promise<{ userId: string; done: boolean }> {
  const consumed = await consumeEmailToken(tx, proof, TOKEN_TYPES, ttlSeconds);
  if (!consumed) throw expired();
  const userId = consumed.userId;
  const user = (
    await tx.query<UserRow>("select * from auth.users where id = $1 for update", [userId])
  ).rows[0];
  if (!user?.email_change) throw expired();

  const [{ remaining }] = (
    await tx.query<{ remaining: number }>(
      `select count(*)::int as remaining from auth.one_time_tokens
       where user_id = $1 and token_type = any($2::text[])`,
      [userId, TOKEN_TYPES],
    )
  ).rows as [{ remaining: number }];
  if (remaining > 0) {
    await tx.query("update auth.users set email_change_confirm_status = 1 where id = $1", [userId]);
    return { userId, done: false };
  }

  const taken = await tx.query("select 1 from auth.users where lower(email) = $1 and id <> $2", [
    user.email_change,
    userId,
  ]);
  if (taken.rows.length > 0) throw emailExists();
  await tx
    .query(
      `update auth.users
     set email = email_change,
         raw_user_meta_data = case when raw_user_meta_data ? 'email'
           then raw_user_meta_data || jsonb_build_object('email', email_change)
           else raw_user_meta_data end,
         email_change = null, email_change_sent_at = null, email_change_confirm_status = 0,
         updated_at = now()
     where id = $1`,
      [userId],
    )
    .catch((error: unknown) => {
      // Another account confirmed a change to the same address first.
      if (isPostgresError(error) && error.code === "23505") throw emailExists();
      throw error;
    });
  await tx.query("delete from auth.sessions where user_id = $1", [userId]);
  return { userId, done: true };
}
