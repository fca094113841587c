// `npm run subscribers:export -- [--source newsletter] [--out subscribers.csv]`: writes the
// addresses currently subscribed (to one list, or to all) as CSV for the mailing tool, oldest
// first: email, source, subscribed_at, unsubscribe_url (the page, for the e-mail's footer),
// one_click_url (for the `List-Unsubscribe` header with `List-Unsubscribe-Post:
// List-Unsubscribe=One-Click`) and the consent record behind the subscription (notice version,
// form, page, asked, confirmed). Only confirmed subscriptions are written: never a pending
// request, never an unsubscribed address. Links use the site's public origin
// (NEXT_PUBLIC_SITE_URL). Reads with the secret key (see scripts/lib/backend.ts), from the hosted
// project or the running embedded backend.
import { parseArgs } from "node:util";

import { siteConfig } from "@/lib/site-config";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "@/lib/subscriptions/links";
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@/lib/validations/subscribe";

import { readAll, secretClient } from "./lib/backend";
import { exportCsv } from "./lib/csv-export";

type Row = {
  email: string;
  source: string;
  subscribed_at: string;
  unsubscribe_token: string;
  consent_id: number | null;
};

type Consent = {
  id: number;
  notice_version: string;
  form: string;
  page: string;
  asked_at: string;
  confirmed_at: string | null;
};

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : "");

function isSource(value: string): value is SubscriptionSource {
  return SUBSCRIPTION_SOURCES.some((source) => source === value);
}

try {
  const { values } = parseArgs({
    options: { source: { type: "string" }, out: { type: "string" } },
  });
  if (values.source !== undefined && !isSource(values.source)) {
    throw new Error(`unknown --source ${values.source}; one of ${SUBSCRIPTION_SOURCES.join(", ")}`);
  }
  const source = values.source;
  const { client } = await secretClient();
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
  const consentOf = (row: Row) =>
    row.consent_id === null ? undefined : consents.get(row.consent_id);
  const origin = siteConfig.url;
  await exportCsv<Row>(
    "subscribers",
    [
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
      { header: "consent_notice_version", value: (row) => consentOf(row)?.notice_version ?? "" },
      { header: "consent_form", value: (row) => consentOf(row)?.form ?? "" },
      { header: "consent_page", value: (row) => consentOf(row)?.page ?? "" },
      { header: "consent_asked_at", value: (row) => iso(consentOf(row)?.asked_at) },
      { header: "consent_confirmed_at", value: (row) => iso(consentOf(row)?.confirmed_at) },
    ],
    rows,
    values.out,
  );
} catch (error) {
  console.error(`subscribers: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
