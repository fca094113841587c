import type { Metadata } from "next";

import { ConsolePage } from "@/components/admin/console-page";
import { type Column, DataTable } from "@/components/admin/data-table";
import { Pager } from "@/components/admin/pager";
import { Card } from "@/components/ui/card";
import { AUDIT_PAGE_SIZE, type AuditEntry, auditPage } from "@/lib/admin/audit";
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

const COLUMNS: Column<AuditEntry>[] = [
  {
    header: "When",
    className: "whitespace-nowrap",
    cell: (entry) => <time dateTime={entry.at}>{consoleTime(entry.at)}</time>,
  },
  { header: "Who", cell: (entry) => entry.actor_email ?? "—" },
  { header: "What", cell: (entry) => ACTION_LABELS[entry.action] ?? entry.action },
  { header: "Subject", className: "wrap-anywhere", cell: (entry) => entry.subject },
  {
    header: "Request",
    className: "font-mono text-xs wrap-anywhere",
    cell: (entry) => entry.request_id ?? "—",
  },
];

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const { page } = inboxQuerySchema.pick({ page: true }).parse(await searchParams);
  const { entries, total } = await auditPage(await createClient(), page);
  return (
    <ConsolePage section="/admin/audit">
      <Card variant="raised" className="min-w-0">
        <DataTable
          label="Audit entries"
          data-testid="audit-log"
          className="min-w-[44rem] text-sm"
          columns={COLUMNS}
          rows={entries}
          rowKey={(entry) => String(entry.id)}
        />
        {entries.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No entries yet.</p>
        ) : null}
      </Card>
      <Pager
        page={page}
        total={total}
        pageSize={AUDIT_PAGE_SIZE}
        hrefOf={(n) => (n > 1 ? `/admin/audit?page=${n}` : "/admin/audit")}
      />
    </ConsolePage>
  );
}
