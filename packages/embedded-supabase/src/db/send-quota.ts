import type { Transaction } from "./database";

/**
 * The tables that pace what the backend sends to one recipient (an address, a number): a row per
 * recipient with its hour's count and its last send.
 */
export type RecipientTable =
  { name: "auth.mail_recipients"; key: "address" } | { name: "auth.sms_recipients"; key: "phone" };

export interface RecipientPace {
  /** Seconds since the last send. */
  since_last: number;
  /** Sends in the recipient's current hour. */
  recent: number;
}

/** The recipient's pace, with its row locked (`for update`) when the send is to be counted. */
export async function recipientPace(
  tx: Transaction,
  table: RecipientTable,
  recipient: string,
  lock: "for update" | "",
): Promise<RecipientPace | undefined> {
  // The clock, not the transaction's start: a transaction that waited for this row's lock began
  // before the send that holds it.
  const { rows } = await tx.query<RecipientPace>(
    `select extract(epoch from clock_timestamp() - last_sent_at)::float8 as since_last,
            case when window_start > now() - interval '1 hour' then sent else 0 end as recent
     from ${table.name} where ${table.key} = $1 ${lock}`,
    [recipient],
  );
  return rows[0];
}

/** Counts one send to the recipient, opening a new hour when the last one has passed. */
export async function countRecipientSend(
  tx: Transaction,
  table: RecipientTable,
  recipient: string,
): Promise<void> {
  await tx.query(
    `insert into ${table.name} as r (${table.key}, window_start, sent, last_sent_at)
     values ($1, now(), 1, clock_timestamp())
     on conflict (${table.key}) do update set
       sent = case when r.window_start > now() - interval '1 hour' then r.sent + 1 else 1 end,
       window_start = case when r.window_start > now() - interval '1 hour'
                           then r.window_start else now() end,
       last_sent_at = clock_timestamp()`,
    [recipient],
  );
}

/**
 * GoTrue's words for a recipient asked again within `max_frequency`, or null when the pace
 * allows another send.
 */
export function paceRefusal(
  previous: RecipientPace | undefined,
  minIntervalSeconds: number,
): string | null {
  if (!previous || minIntervalSeconds <= 0 || previous.since_last >= minIntervalSeconds) {
    return null;
  }
  const wait = Math.ceil(minIntervalSeconds - previous.since_last);
  return `For security purposes, you can only request this after ${wait} seconds.`;
}

/** Counts one send in `table`'s row for this clock hour; answers the hour's count. */
export async function countThisHour(tx: Transaction, table: string): Promise<number> {
  const { rows } = await tx.query<{ sent: number }>(
    `insert into ${table} as q (window_start, sent)
     values (date_trunc('hour', now()), 1)
     on conflict (window_start) do update set sent = q.sent + 1
     returning sent`,
  );
  return rows[0]!.sent;
}
