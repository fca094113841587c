import type { SupabaseClient } from "@supabase/supabase-js";

/** Rows removed per kind: unconfirmed accounts and subscriptions, contact messages, news, limits. */
export type RetentionReport = Record<string, number>;

/**
 * Deletes what the privacy notice says is kept no longer (public.enforce_retention), with a
 * secret-key client; contact messages after `contactMessageMonths`. Idempotent. Throws when the
 * backend refuses.
 */
export async function enforceRetention(
  client: SupabaseClient,
  contactMessageMonths: number,
): Promise<RetentionReport> {
  const { data, error } = await client.rpc("enforce_retention", {
    contact_message_months: contactMessageMonths,
  });
  if (error) throw new Error(`retention: ${error.message}`);
  return Object.fromEntries(
    ((data ?? []) as { kind: string; removed: number | string }[]).map((row) => [
      row.kind,
      Number(row.removed),
    ]),
  );
}
