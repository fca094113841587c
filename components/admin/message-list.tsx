import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { consoleTime } from "@/lib/admin/format";
import type { InboxMessage } from "@/lib/admin/inbox";

/** The inbox's messages: subject (the link), sender, when received, and whether handled. */
export function MessageList({ messages }: { messages: InboxMessage[] }) {
  if (messages.length === 0) {
    return (
      <Card variant="raised">
        <p className="text-muted-foreground">No messages here.</p>
      </Card>
    );
  }
  return (
    <ul data-testid="inbox" className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id}>
          <Card variant="raised" className="grid gap-1 sm:grid-cols-[1fr_auto] sm:items-baseline">
            <div className="min-w-0">
              <Link
                href={`/admin/messages/${message.id}`}
                className="font-semibold wrap-anywhere text-foreground underline-offset-4 hover:underline"
              >
                {message.subject}
              </Link>
              <p className="text-sm wrap-anywhere text-muted-foreground">
                {message.name} · {message.email}
              </p>
            </div>
            <p className="text-sm text-muted-foreground sm:text-right">
              <time dateTime={message.created_at}>{consoleTime(message.created_at)}</time>
              <span className="block font-medium text-foreground">
                {message.handled_at ? "Handled" : "New"}
              </span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
