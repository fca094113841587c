import type { Metadata } from "next";

import { ConsolePage } from "@/components/admin/console-page";
import { ConsoleCard } from "@/components/admin/console-card";
import { ListTrend } from "@/components/admin/list-trend";
import { Button } from "@/components/ui/button";
import { listSummaries } from "@/lib/admin/lists";
import { LIST_NAMES } from "@/lib/subscriptions/links";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Lists" };

export default async function ListsPage() {
  const lists = await listSummaries(await createClient());
  return (
    <ConsolePage section="/admin/lists">
      <ul className="grid gap-4 lg:grid-cols-2">
        {lists.map((list) => (
          <li key={list.source}>
            <ConsoleCard
              id={`list-${list.source}`}
              title={LIST_NAMES[list.source]}
              className="h-full"
            >
              <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
                {(
                  [
                    ["Confirmed", list.confirmed],
                    ["Pending", list.pending],
                    ["Withdrawn", list.withdrawn],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-xl bg-surface p-3">
                    <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                    <dd className="text-2xl font-bold text-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
              <ListTrend source={list.source} weeks={list.weeks} />
              <Button asChild variant="outline" className="mt-5">
                <a href={`/admin/lists/export?source=${list.source}`} download>
                  Export confirmed addresses (CSV)
                  <span className="sr-only"> of {LIST_NAMES[list.source]}</span>
                </a>
              </Button>
            </ConsoleCard>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
