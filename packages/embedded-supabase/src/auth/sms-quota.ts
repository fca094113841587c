import type { Transaction } from "../db/database";
import {
  countRecipientSend,
  countThisHour,
  paceRefusal,
  recipientPace,
  type RecipientTable,
} from "../db/send-quota";
import { AuthApiError } from "../http/errors";

const SMS_RECIPIENTS: RecipientTable = { name: "auth.sms_recipients", key: "phone" };

/** The caps on texts that every process on one database shares. 0 turns one off. */
export interface SmsQuota {
  /** Texts per hour from the whole backend, whoever asks (GoTrue's RATE_LIMIT_SMS_SENT). */
  perHour: number;
  /** Texts per hour asked for from one client network (an IPv6 /64, an IPv4 address). */
  perNetworkPerHour: number;
  /** Texts per hour to one number. */
  perNumberPerHour: number;
  /** Seconds before another text to the same number (`[auth.sms] max_frequency`). */
  minIntervalSeconds: number;
}

function smsRateLimit(message = "SMS rate limit exceeded"): AuthApiError {
  return new AuthApiError(429, "over_sms_send_rate_limit", message);
}

const HOURLY_UPSERT = (table: string, key: string) => `
  insert into ${table} as r (${key}, window_start, sent)
  values ($1, now(), 1)
  on conflict (${key}) do update set
    sent = case when r.window_start > now() - interval '1 hour' then r.sent + 1 else 1 end,
    window_start = case when r.window_start > now() - interval '1 hour'
                        then r.window_start else now() end
  returning sent`;

async function checkNumber(tx: Transaction, phone: string, quota: SmsQuota): Promise<void> {
  const previous = await recipientPace(tx, SMS_RECIPIENTS, phone, "for update");
  const refusal = paceRefusal(previous, quota.minIntervalSeconds);
  if (refusal) throw smsRateLimit(refusal);
  if (quota.perNumberPerHour > 0 && (previous?.recent ?? 0) >= quota.perNumberPerHour) {
    throw smsRateLimit();
  }
  await countRecipientSend(tx, SMS_RECIPIENTS, phone);
}

/**
 * Takes one text to `phone`, asked for from `network`, out of the quotas kept in the database:
 * the number's pace and hourly count, the network's hourly count, then the whole backend's. Runs
 * before anything tells whether the number has an account, so known and unknown numbers are
 * answered alike, and in a transaction of its own that commits before the hook is called: a
 * refusal counts nothing, and a text the hook then fails to send still counts, so no sequence of
 * requests calls the hook past the ceilings. Refuses with GoTrue's 429 `over_sms_send_rate_limit`.
 */
export async function reserveSms(
  tx: Transaction,
  phone: string,
  network: string,
  quota: SmsQuota,
): Promise<void> {
  await checkNumber(tx, phone, quota);
  if (quota.perNetworkPerHour > 0) {
    const { rows } = await tx.query<{ sent: number }>(
      HOURLY_UPSERT("auth.sms_networks", "network"),
      [network],
    );
    if (rows[0]!.sent > quota.perNetworkPerHour) throw smsRateLimit();
  }
  if (quota.perHour > 0 && (await countThisHour(tx, "auth.sms_quota")) > quota.perHour) {
    throw smsRateLimit();
  }
}
