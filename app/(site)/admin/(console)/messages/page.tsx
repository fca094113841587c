import type { Metadata } from "next";

import { ConsolePage } from "@/components/admin/console-page";
import { InboxFilters } from "@/components/admin/inbox-filters";
import { MessageList } from "@/components/admin/message-list";
import { Pager } from "@/components/admin/pager";
import { INBOX_PAGE_SIZE, inboxPage } from "@/lib/admin/inbox";
import type { SearchParams } from "@/lib/auth/page-query";
import { createClient } from "@/lib/supabase/server";
import { inboxQuerySchema, type InboxQuery } from "@/lib/validations/admin";

export const metadata: Metadata = { title: "Inbox" };

/** The inbox's address for a query, leaving out what is the default. */
function inboxHref({ state, q, page }: InboxQuery): string {
  const params = new URLSearchParams();
  if (state !== "new") params.set("state", state);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}

export default async function InboxPage({ searchParams }: { searchParams: SearchParams }) {
  const query = inboxQuerySchema.parse(await searchParams);
  const { messages, total } = await inboxPage(await createClient(), query);
  return (
    <ConsolePage section="/admin/messages">
      <InboxFilters query={query} hrefOf={(state) => inboxHref({ state, q: query.q, page: 1 })} />
      <p role="status" data-testid="inbox-count" className="text-sm text-muted-foreground">
        {total === 1 ? "1 message" : `${total} messages`}
        {query.q ? ` matching “${query.q}”` : ""}
      </p>
      <MessageList messages={messages} />
      <Pager
        page={query.page}
        total={total}
        pageSize={INBOX_PAGE_SIZE}
        hrefOf={(page) => inboxHref({ ...query, page })}
      />
    </ConsolePage>
  );
}
