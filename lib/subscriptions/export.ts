import type { SupabaseClient } from "@supabase/supabase-js";

import type { CsvColumn } from "@/lib/csv";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "@/lib/subscriptions/links";
import { readAll } from "@/lib/supabase/read-all";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

type Consent = {
  id: number;
  notice_version: string;
  form: string;
  page: string;
  asked_at: string;
  confirmed_at: string | null;
};

/** A confirmed subscription with the consent record behind it. */
export type Subscriber = {
  email: string;
  source: string;
  subscribed_at: string;
  unsubscribe_token: string;
  consent: Consent | undefined;
};

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : "");

/**
 * The addresses currently subscribed (to one list, or to all), oldest first: only confirmed
 * subscriptions, never a pending request or an unsubscribed address. Reads with whatever client
 * it is given: the secret key on the command line, a team member's token in the console.
 */
export async function confirmedSubscribers(
  client: SupabaseClient,
  source?: SubscriptionSource,
): Promise<Subscriber[]> {
  type Row = Omit<Subscriber, "consent"> & { consent_id: number | null };
  const rows = await readAll<Row>((from, to) => {
    let query = client
      .from("subscriptions")
      .select("email,source,subscribed_at,unsubscribe_token,consent_id")
      .not("confirmed_at", "is", null)
      .is("unsubscribed_at", null);
    if (source) query = query.eq("source", source);
    return query.order("id").range(from, to);
  });
  const consents = new Map<number, Consent>();
  const ids = rows.flatMap((row) => (row.consent_id === null ? [] : [row.consent_id]));
  for (let start = 0; start < ids.length; start += 200) {
    const { data, error } = await client
      .from("consent_records")
      .select("id,notice_version,form,page,asked_at,confirmed_at")
      .in("id", ids.slice(start, start + 200));
    if (error) throw new Error(error.message);
    for (const consent of (data ?? []) as Consent[]) consents.set(consent.id, consent);
  }
  return rows.map(({ consent_id, ...row }) => ({
    ...row,
    consent: consent_id === null ? undefined : consents.get(consent_id),
  }));
}

/**
 * The export's columns, for the mailing tool: the address, its list, since when, its unsubscribe
 * links on `origin` (the page for the e-mail's footer, the one-click URL for `List-Unsubscribe`),
 * and its consent record.
 */
export function subscriberColumns(origin: string): CsvColumn<Subscriber>[] {
  return [
    { header: "email", value: (row) => row.email },
    { header: "source", value: (row) => row.source },
    { header: "subscribed_at", value: (row) => new Date(row.subscribed_at).toISOString() },
    {
      header: "unsubscribe_url",
      value: (row) => unsubscribePageUrl(origin, row.unsubscribe_token),
    },
    {
      header: "one_click_url",
      value: (row) => oneClickUnsubscribeUrl(origin, row.unsubscribe_token),
    },
    { header: "consent_notice_version", value: (row) => row.consent?.notice_version ?? "" },
    { header: "consent_form", value: (row) => row.consent?.form ?? "" },
    { header: "consent_page", value: (row) => row.consent?.page ?? "" },
    { header: "consent_asked_at", value: (row) => iso(row.consent?.asked_at) },
    { header: "consent_confirmed_at", value: (row) => iso(row.consent?.confirmed_at) },
  ];
}
