import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import type { InboxQuery, InboxState } from "@/lib/validations/admin";

const STATE_LABELS: Record<InboxState, string> = { new: "New", handled: "Handled", all: "All" };

/**
 * The inbox's state links and its search, a plain GET form: it works without JavaScript and the
 * address can be shared within the team.
 */
export function InboxFilters({
  query,
  hrefOf,
}: {
  query: InboxQuery;
  hrefOf: (state: InboxState) => string;
}) {
  return (
    <div className="grid gap-4 sm:flex sm:items-end sm:justify-between">
      <nav aria-label="Message state">
        <ul className="flex gap-1 text-sm font-medium">
          {(Object.keys(STATE_LABELS) as InboxState[]).map((state) => (
            <li key={state}>
              <Link
                href={hrefOf(state)}
                aria-current={state === query.state ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-lg border border-border bg-card px-4 hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft"
              >
                {STATE_LABELS[state]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/admin/messages" role="search" className="flex items-end gap-2">
        <input type="hidden" name="state" value={query.state} />
        <div className="min-w-0 flex-1">
          <Label htmlFor="inbox-search">Search e-mail or subject</Label>
          <Input
            id="inbox-search"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            className="mt-2"
          />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
    </div>
  );
}
