import type { Database } from "../db/database";
import { AuthApiError } from "../http/errors";

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
 * Takes one e-mail to `to` out of the quotas kept in the database, so no number of processes or
 * client networks can make the backend a relay: the site-wide hourly count, then the address's
 * own pace and hourly count. Refuses with GoTrue's 429 `over_email_send_rate_limit`; a refused
 * e-mail takes nothing.
 */
export async function reserveMail(db: Database, to: string, quota: MailQuota): Promise<void> {
  const address = to.trim().toLowerCase();
  await db.transaction(async (tx) => {
    if (quota.perHour > 0) {
      const { rows } = await tx.query<{ sent: number }>(
        `insert into auth.mail_quota as q (window_start, sent)
         values (date_trunc('hour', now()), 1)
         on conflict (window_start) do update set sent = q.sent + 1
         returning sent`,
      );
      if (rows[0]!.sent > quota.perHour) throw emailRateLimit("Email rate limit exceeded");
    }
    const previous = (
      await tx.query<{ since_last: number; recent: number }>(
        `select extract(epoch from clock_timestamp() - last_sent_at)::float8 as since_last,
                case when window_start > now() - interval '1 hour' then sent else 0 end as recent
         from auth.mail_recipients where address = $1 for update`,
        [address],
      )
    ).rows[0];
    // The clock, not the transaction's start: a transaction that waited for this row's lock
    // began before the e-mail that holds it was sent.
    if (
      quota.minIntervalSeconds > 0 &&
      previous &&
      previous.since_last < quota.minIntervalSeconds
    ) {
      const wait = Math.ceil(quota.minIntervalSeconds - previous.since_last);
      throw emailRateLimit(
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    if (quota.perRecipientPerHour > 0 && (previous?.recent ?? 0) >= quota.perRecipientPerHour) {
      throw emailRateLimit("Email rate limit exceeded");
    }
    await tx.query(
      `insert into auth.mail_recipients as r (address, window_start, sent, last_sent_at)
       values ($1, now(), 1, clock_timestamp())
       on conflict (address) do update set
         sent = case when r.window_start > now() - interval '1 hour' then r.sent + 1 else 1 end,
         window_start = case when r.window_start > now() - interval '1 hour'
                             then r.window_start else now() end,
         last_sent_at = clock_timestamp()`,
      [address],
    );
  });
}

function emailRateLimit(message: string): AuthApiError {
  return new AuthApiError(429, "over_email_send_rate_limit", message);
}
