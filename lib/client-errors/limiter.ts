/**
 * A fixed-window limit: at most `perClient` accepted calls per key and `siteWide` in all per
 * window. Keys are only kept for calls accepted, so memory stays bounded by `siteWide`.
 */
export function windowLimiter({
  perClient,
  siteWide,
  windowMs,
  now = Date.now,
}: {
  perClient: number;
  siteWide: number;
  windowMs: number;
  now?: () => number;
}) {
  let windowStart = -Infinity;
  let total = 0;
  const counts = new Map<string, number>();
  return function allow(key: string): boolean {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      total = 0;
      counts.clear();
    }
    const count = counts.get(key) ?? 0;
    if (total >= siteWide || count >= perClient) return false;
    counts.set(key, count + 1);
    total += 1;
    return true;
  };
}
