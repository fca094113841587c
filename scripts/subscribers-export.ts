// `npm run subscribers:export -- [--source newsletter] [--out subscribers.csv]`: writes the
// addresses currently subscribed (to one list, or to all) as CSV for the mailing tool, oldest
// first: email, source, subscribed_at, unsubscribe_url (the page, for the e-mail's footer) and
// one_click_url (for the `List-Unsubscribe` header with `List-Unsubscribe-Post:
// List-Unsubscribe=One-Click`). Unsubscribed addresses are never written. Links use the site's
// public origin (NEXT_PUBLIC_SITE_URL). Reads with the secret key (see scripts/lib/backend.ts),
// from the hosted project or the running embedded backend.
import { parseArgs } from "node:util";

import { siteConfig } from "@/lib/site-config";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "@/lib/subscriptions/links";
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@/lib/validations/subscribe";

import { readAll, secretClient } from "./lib/backend";
import { exportCsv } from "./lib/csv-export";

type Row = { email: string; source: string; subscribed_at: string; unsubscribe_token: string };

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
      .select("email,source,subscribed_at,unsubscribe_token")
      .is("unsubscribed_at", null);
    if (source) query = query.eq("source", source);
    return query.order("id").range(from, to);
  });
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
    ],
    rows,
    values.out,
  );
} catch (error) {
  console.error(`subscribers: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
