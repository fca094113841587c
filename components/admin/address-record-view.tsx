import type { ReactNode } from "react";

import { ConsoleCard } from "@/components/admin/console-card";
import { type Column, DataTable } from "@/components/admin/data-table";
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
    <ConsoleCard id={id} title={title}>
      <div className="mt-3 text-sm">{children}</div>
    </ConsoleCard>
  );
}

const CONSENT_COLUMNS: Column<AddressRecord["consents"][number]>[] = [
  {
    header: "Purpose",
    cell: (consent) => (
      <>
        {consent.purpose}
        <span className="block text-xs text-muted-foreground">
          {consent.form} on {consent.page}
        </span>
      </>
    ),
  },
  { header: "Notice", cell: (consent) => consent.notice_version },
  ...(
    [
      ["Asked", "asked_at"],
      ["Confirmed", "confirmed_at"],
      ["Withdrawn", "withdrawn_at"],
    ] as const
  ).map(([header, key]) => ({
    header,
    className: "whitespace-nowrap",
    cell: (consent: AddressRecord["consents"][number]) => when(consent[key]),
  })),
];

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
          <DataTable
            label="Consent records, scrollable"
            data-testid="consent-records"
            className="min-w-[36rem]"
            columns={CONSENT_COLUMNS}
            rows={record.consents}
            rowKey={(consent) => String(consent.id)}
          />
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
