import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/components/admin/console-page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { markHandledAction } from "@/lib/admin/actions";
import { consoleTime, replyHref } from "@/lib/admin/format";
import { openMessage } from "@/lib/admin/inbox";
import type { SearchParams } from "@/lib/auth/page-query";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Message" };

type Params = Promise<{ id: string }>;

export default async function MessagePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  // Opening writes the audit entry in the same database call that returns the message.
  const message = await openMessage(await createClient(), id);
  if (!message) notFound();
  const handleFailed = (await searchParams).error === "handle";

  return (
    <ConsolePage section="/admin/messages" title={message.subject}>
      <Card variant="raised" as="article" aria-label="Message">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted-foreground">From</dt>
          <dd className="wrap-anywhere text-foreground">
            {message.name} &lt;{message.email}&gt;
          </dd>
          <dt className="font-medium text-muted-foreground">Received</dt>
          <dd>
            <time dateTime={message.created_at}>{consoleTime(message.created_at)}</time>
          </dd>
          <dt className="font-medium text-muted-foreground">State</dt>
          <dd data-testid="message-state">
            {message.handled_at
              ? `Handled by ${message.handled_by_email ?? "a former team member"} on ${consoleTime(message.handled_at)}`
              : "New"}
          </dd>
        </dl>
        <p className="mt-6 text-base wrap-anywhere whitespace-pre-wrap text-foreground">
          {message.message}
        </p>
      </Card>
      {handleFailed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The message could not be marked handled just now. Please try again.
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a href={replyHref(message)}>Reply</a>
        </Button>
        {message.handled_at ? null : (
          <form action={markHandledAction}>
            <input type="hidden" name="id" value={message.id} />
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              Mark handled
            </Button>
          </form>
        )}
        <Button asChild variant="ghost">
          <Link href="/admin/messages">Back to the inbox</Link>
        </Button>
      </div>
    </ConsolePage>
  );
}
