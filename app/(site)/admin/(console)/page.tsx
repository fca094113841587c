import type { Metadata } from "next";

import { ConsolePage } from "@/components/admin/console-page";
import { ConsoleCard } from "@/components/admin/console-card";
import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { newMessageCount } from "@/lib/admin/inbox";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: { absolute: "Team console · Gurukul Code" } };

const SHORTCUTS = [
  {
    href: "/admin/lists",
    title: "Lists",
    text: "Confirmed, pending and withdrawn addresses per list, with an export.",
  },
  {
    href: "/admin/address",
    title: "Address record",
    text: "Everything held under one address, for a grievance or an erasure.",
  },
  { href: "/admin/news", title: "News", text: "The last ingestion runs and today's items." },
  {
    href: "/admin/audit",
    title: "Audit",
    text: "Who in the team viewed which personal data, and when.",
  },
] as const;

export default async function ConsoleHomePage() {
  const count = await newMessageCount(await createClient());
  return (
    <ConsolePage section="/admin">
      <ConsoleCard id="new-messages" title="Inbox">
        <p className="mt-2 text-muted-foreground">
          <strong data-testid="new-count" className="text-3xl font-bold text-foreground">
            {count}
          </strong>{" "}
          {count === 1 ? "new message" : "new messages"} waiting for an answer.
        </p>
        <Link
          href="/admin/messages"
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          Open the inbox
        </Link>
      </ConsoleCard>
      <ul className="grid gap-4 sm:grid-cols-2">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.href}>
            <Card variant="raised" className="h-full">
              <h2 className="text-lg font-semibold text-foreground">
                <Link href={shortcut.href} className="underline-offset-4 hover:underline">
                  {shortcut.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{shortcut.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
