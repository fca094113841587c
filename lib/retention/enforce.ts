import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Rows removed per kind: unconfirmed accounts and subscriptions, contact messages, callback
 * requests, news, limits.
 */
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
  // Callback requests are kept as long as contact messages.
  const callbacks = await client.rpc("expire_callback_requests", { months: contactMessageMonths });
  if (callbacks.error) throw new Error(`retention: ${callbacks.error.message}`);
  return {
    ...Object.fromEntries(
      ((data ?? []) as { kind: string; removed: number | string }[]).map((row) => [
        row.kind,
        Number(row.removed),
      ]),
    ),
    callback_requests: Number(callbacks.data),
  };
}
