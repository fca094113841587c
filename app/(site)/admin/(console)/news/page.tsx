import type { Metadata } from "next";

import { ConsolePage } from "@/components/admin/console-page";
import { Card } from "@/components/ui/card";
import { consoleTime } from "@/lib/admin/format";
import { newsOverview } from "@/lib/admin/news-runs";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "News" };

export default async function NewsRunsPage() {
  const { runs, today } = await newsOverview(await createClient());
  return (
    <ConsolePage section="/admin/news">
      <Card variant="raised">
        <p className="text-muted-foreground">
          <strong data-testid="news-today" className="text-3xl font-bold text-foreground">
            {today}
          </strong>{" "}
          {today === 1 ? "item" : "items"} fetched today (UTC).
        </p>
      </Card>
      {runs.length === 0 ? (
        <Card variant="raised">
          <p className="text-muted-foreground">No ingestion has run yet.</p>
        </Card>
      ) : (
        <ul data-testid="news-runs" className="grid gap-3">
          {runs.map((run) => (
            <li key={run.id}>
              <Card variant="raised" className="text-sm">
                <p className="font-semibold text-foreground">
                  <time dateTime={run.finished_at}>{consoleTime(run.finished_at)}</time>
                </p>
                <p className="mt-1 text-muted-foreground">
                  {run.feeds} feeds, {run.fetched} items read, {run.inserted} new,{" "}
                  {run.failed === 0 ? "no failures" : `${run.failed} failed`}
                </p>
                {run.failures.length > 0 ? (
                  <ul className="mt-2 grid gap-1">
                    {run.failures.map((failure, index) => (
                      <li key={index} className="wrap-anywhere text-destructive">
                        {failure.feed}: {failure.reason}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
