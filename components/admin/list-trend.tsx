import { weekLabel } from "@/lib/admin/format";
import type { ListSummary } from "@/lib/admin/lists";

/**
 * New confirmations per week as bars, with the figures in a table for screen readers (and for
 * anyone who wants the numbers): the bars alone say nothing to assistive tech.
 */
export function ListTrend({ source, weeks }: Pick<ListSummary, "source" | "weeks">) {
  const highest = Math.max(1, ...weeks.map((week) => week.confirmed));
  return (
    <figure className="mt-5">
      <figcaption className="text-sm font-medium text-foreground">
        New confirmations per week
      </figcaption>
      <div aria-hidden="true" className="mt-3 flex h-16 items-end gap-1.5">
        {weeks.map((week) => (
          <div
            key={week.week}
            className="flex-1 rounded-t bg-primary/70"
            style={{ height: `${Math.max(4, (week.confirmed / highest) * 100)}%` }}
          />
        ))}
      </div>
      <table className="sr-only">
        <caption>New confirmations per week, {source}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Confirmed</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <td>{weekLabel(week.week)}</td>
              <td>{week.confirmed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted-foreground">
        <span>{weeks[0] ? weekLabel(weeks[0].week) : null}</span>
        <span>this week</span>
      </p>
    </figure>
  );
}
