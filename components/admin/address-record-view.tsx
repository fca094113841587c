import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import type { AddressRecord } from "@/lib/admin/address-record";
import { consoleTime } from "@/lib/admin/format";
import { LIST_NAMES } from "@/lib/subscriptions/links";

const when = (iso: string | null) => (iso ? consoleTime(iso) : "—");

const STATE_LABELS = {
  pending: "Waiting for confirmation",
  subscribed: "Subscribed",
  unsubscribed: "Withdrawn",
} as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="raised" as="section" aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </Card>
  );
}

const none = (text: string) => <p className="text-muted-foreground">{text}</p>;

/** What the site holds under one address: account, lists, consent records, messages. */
export function AddressRecordView({ record }: { record: AddressRecord }) {
  return (
    <div data-testid="address-record" className="grid min-w-0 gap-4">
      <p className="text-base font-semibold wrap-anywhere text-foreground">{record.email}</p>
      <Part id="record-account" title="Account">
        {record.account ? (
          <p>
            {record.account.name}, member since {when(record.account.created_at)}
          </p>
        ) : (
          none("No account uses this address.")
        )}
      </Part>
      <Part id="record-lists" title="Lists">
        {record.subscriptions.length === 0 ? (
          none("On none of our lists.")
        ) : (
          <ul className="grid gap-1">
            {record.subscriptions.map((subscription) => (
              <li key={subscription.source}>
                <span className="first-letter:uppercase">{LIST_NAMES[subscription.source]}</span>:{" "}
                {STATE_LABELS[subscription.state]}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part id="record-consents" title="Consent records">
        {record.consents.length === 0 ? (
          none("No consent records.")
        ) : (
          <div
            role="region"
            aria-label="Consent records, scrollable"
            tabIndex={0}
            className="overflow-x-auto"
          >
            <table data-testid="consent-records" className="w-full min-w-[36rem] text-left">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Purpose
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Notice
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Asked
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Confirmed
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Withdrawn
                  </th>
                </tr>
              </thead>
              <tbody>
                {record.consents.map((consent) => (
                  <tr key={consent.id} className="border-t border-border align-top">
                    <td className="py-1.5 pr-4">
                      {consent.purpose}
                      <span className="block text-xs text-muted-foreground">
                        {consent.form} on {consent.page}
                      </span>
                    </td>
                    <td className="py-1.5 pr-4">{consent.notice_version}</td>
                    <td className="py-1.5 pr-4 whitespace-nowrap">{when(consent.asked_at)}</td>
                    <td className="py-1.5 pr-4 whitespace-nowrap">{when(consent.confirmed_at)}</td>
                    <td className="py-1.5 whitespace-nowrap">{when(consent.withdrawn_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>
      <Part id="record-messages" title="Messages">
        {record.messages.length === 0 ? (
          none("No contact messages from this address.")
        ) : (
          <ul className="grid gap-1">
            {record.messages.map((message) => (
              <li key={message.id}>
                <Link
                  href={`/admin/messages/${message.id}`}
                  className="font-medium wrap-anywhere underline underline-offset-4"
                >
                  {message.subject}
                </Link>{" "}
                <span className="text-muted-foreground">
                  {when(message.created_at)}, {message.handled_at ? "handled" : "new"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </div>
  );
}
