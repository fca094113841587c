/**
 * The median, and the range, of each figure of `runs` on its own, so one noisy run cannot pick a
 * combination of numbers that no run shows. Runs that lack a figure do not count for it.
 */
export function mediansOf(runs, keys) {
  const median = {};
  const range = {};
  for (const key of keys) {
    const known = runs
      .map((run) => run[key])
      .filter((value) => value != null)
      .toSorted((a, b) => a - b);
    median[key] = known.length ? known[Math.floor(known.length / 2)] : null;
    range[key] = known.length ? [known[0], known.at(-1)] : null;
  }
  return { median, range };
}
