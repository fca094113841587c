// `npm run subscribers:export -- [--source newsletter] [--out subscribers.csv]`: writes the
// addresses currently subscribed (to one list, or to all) as CSV for the mailing tool, oldest
// first: email, source, subscribed_at, unsubscribe_url (the page, for the e-mail's footer),
// one_click_url (for the `List-Unsubscribe` header with `List-Unsubscribe-Post:
// List-Unsubscribe=One-Click`) and the consent record behind the subscription (notice version,
// form, page, asked, confirmed). Only confirmed subscriptions are written: never a pending
// request, never an unsubscribed address. Links use the site's public origin
// (NEXT_PUBLIC_SITE_URL). Reads with the secret key (see scripts/lib/backend.ts), from the hosted
// project or the running embedded backend. The team console's export writes the same columns.
import { parseArgs } from "node:util";

import { siteConfig } from "@/lib/site-config";
import { confirmedSubscribers, subscriberColumns } from "@/lib/subscriptions/export";
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@/lib/validations/subscribe";

import { secretClient } from "./lib/backend";
import { exportCsv } from "./lib/csv-export";

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
  const { client } = await secretClient();
  const rows = await confirmedSubscribers(client, values.source);
  await exportCsv("subscribers", subscriberColumns(siteConfig.url), rows, values.out);
} catch (error) {
  console.error(`subscribers: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
