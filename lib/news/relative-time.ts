const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago an item came out, as a news front page says it: "just now", "3 h ago",
 * "yesterday", "4 days ago". A feed's `published` is a calendar day (UTC), so within today the
 * hours come from when the item was fetched. Empty for an unreadable value.
 */
export function relativeNewsTime(
  item: { published: string | null; fetchedAt: string },
  now: Date,
): string {
  const fetched = Date.parse(item.fetchedAt);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = item.published ? Date.parse(`${item.published}T00:00:00Z`) : NaN;
  const daysAgo = Number.isNaN(day) ? NaN : Math.round((today - day) / DAY_MS);

  if (daysAgo > 1) return `${daysAgo} days ago`;
  if (daysAgo === 1) return "yesterday";
  if (Number.isNaN(fetched)) return "";
  const hours = Math.floor((now.getTime() - fetched) / HOUR_MS);
  if (hours < 1) return "just now";
  return `${hours} h ago`;
}
