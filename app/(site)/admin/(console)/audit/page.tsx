import type { Metadata } from "next";

import { ConsolePage } from "@/components/admin/console-page";
import { Pager } from "@/components/admin/pager";
import { Card } from "@/components/ui/card";
import { AUDIT_PAGE_SIZE, auditPage } from "@/lib/admin/audit";
import { consoleTime } from "@/lib/admin/format";
import type { SearchParams } from "@/lib/auth/page-query";
import { createClient } from "@/lib/supabase/server";
import { inboxQuerySchema } from "@/lib/validations/admin";

export const metadata: Metadata = { title: "Audit" };

const ACTION_LABELS: Record<string, string> = {
  "message.opened": "Opened a message",
  "message.handled": "Marked a message handled",
  "address.looked_up": "Looked up an address",
  "list.exported": "Exported a list",
  "address.erased": "Erased an address",
};

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const { page } = inboxQuerySchema.pick({ page: true }).parse(await searchParams);
  const { entries, total } = await auditPage(await createClient(), page);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <ConsolePage
      section="/admin/audit"
      title="Audit"
      description="Every view of personal data in the console, newest first, kept for a year. Nobody can change or delete an entry."
    >
      <Card variant="raised" className="min-w-0">
        {/* Wider than a phone: the table scrolls on its own, by keyboard too. */}
        <div role="region" aria-label="Audit entries" tabIndex={0} className="overflow-x-auto">
          <table data-testid="audit-log" className="w-full min-w-[44rem] text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  When
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Who
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  What
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Subject
                </th>
                <th scope="col" className="py-1 font-medium">
                  Request
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border align-top">
                  <td className="py-1.5 pr-4 whitespace-nowrap">
                    <time dateTime={entry.at}>{consoleTime(entry.at)}</time>
                  </td>
                  <td className="py-1.5 pr-4">{entry.actor_email ?? "—"}</td>
                  <td className="py-1.5 pr-4">{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className="py-1.5 pr-4 wrap-anywhere">{entry.subject}</td>
                  <td className="py-1.5 font-mono text-xs wrap-anywhere">
                    {entry.request_id ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {entries.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No entries yet.</p>
        ) : null}
      </Card>
      <Pager
        page={page}
        pages={pages}
        hrefOf={(n) => (n > 1 ? `/admin/audit?page=${n}` : "/admin/audit")}
      />
    </ConsolePage>
  );
}
