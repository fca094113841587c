import type { Transaction } from "../db/database";
import {
  countRecipientSend,
  countThisHour,
  paceRefusal,
  type RecipientPace,
  recipientPace,
  type RecipientTable,
} from "../db/send-quota";
import { AuthApiError } from "../http/errors";

const MAIL_RECIPIENTS: RecipientTable = { name: "auth.mail_recipients", key: "address" };

/** The caps on outgoing mail that every process on one database shares. 0 turns one off. */
export interface MailQuota {
  /** E-mails per hour from the whole backend, whoever asks. */
  perHour: number;
  /** E-mails per hour to one address. */
  perRecipientPerHour: number;
  /** Seconds before another e-mail to the same address (`max_frequency`). */
  minIntervalSeconds: number;
}

/**
 * The part of the hourly cap that mail for new accounts may take: sign-up confirmations, magic
 * links that create accounts, invites, and anything for an account confirmed within the hour. A
 * flood of new addresses stops there, and the rest stays for members' resets and changes.
 */
export const NEW_ACCOUNT_SHARE = 0.5;

/** Who an e-mail is for: an account confirmed before the last hour, or a new one. */
async function isForMember(tx: Transaction, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ member: boolean }>(
    `select coalesce(email_confirmed_at < now() - interval '1 hour', false) as member
     from auth.users where id = $1`,
    [userId],
  );
  return rows[0]?.member ?? false;
}

/**
 * Takes one e-mail to `to`, for the account `userId`, out of the quotas kept in the database, so
 * no number of processes or client networks can make the backend a relay: the site-wide hourly
 * count (of which new accounts get only their share), then the address's own pace and hourly
 * count. Runs in the transaction that saves the e-mail's code, so a refusal leaves the code
 * already mailed working. Refuses with GoTrue's 429 `over_email_send_rate_limit`.
 */
export async function reserveMail(
  tx: Transaction,
  userId: string,
  to: string,
  quota: MailQuota,
): Promise<void> {
  const address = to.trim().toLowerCase();
  if (quota.perHour > 0) {
    const newAccountCap = Math.floor(quota.perHour * NEW_ACCOUNT_SHARE);
    if (
      !(await isForMember(tx, userId)) &&
      (await countThisHour(tx, "auth.mail_quota_new_accounts")) > newAccountCap
    ) {
      throw emailRateLimit("Email rate limit exceeded");
    }
    if ((await countThisHour(tx, "auth.mail_quota")) > quota.perHour) {
      throw emailRateLimit("Email rate limit exceeded");
    }
  }
  const previous = await recipientPace(tx, MAIL_RECIPIENTS, address, "for update");
  checkPace(previous, quota);
  if (quota.perRecipientPerHour > 0 && (previous?.recent ?? 0) >= quota.perRecipientPerHour) {
    throw emailRateLimit("Email rate limit exceeded");
  }
  await countRecipientSend(tx, MAIL_RECIPIENTS, address);
}

function checkPace(previous: RecipientPace | undefined, quota: MailQuota): void {
  const refusal = paceRefusal(previous, quota.minIntervalSeconds);
  if (refusal) throw emailRateLimit(refusal);
}

/**
 * Refuses, as `reserveMail` would, a request for mail to `to` within its pace, for a request
 * that then sends nothing: its answer must not tell it from one that sends.
 */
export async function checkMailPace(tx: Transaction, to: string, quota: MailQuota): Promise<void> {
  checkPace(await recipientPace(tx, MAIL_RECIPIENTS, to.trim().toLowerCase(), ""), quota);
}

function emailRateLimit(message: string): AuthApiError {
  return new AuthApiError(429, "over_email_send_rate_limit", message);
}
