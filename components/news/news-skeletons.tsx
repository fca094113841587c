import { NEWS_SKELETON_COUNT } from "@/lib/news/constants";

const CARD = "flex min-h-44 flex-col rounded-card border border-border bg-card p-6 shadow-sm";

/** The loading state: six placeholder cards the size of real ones, so nothing jumps. */
export function NewsSkeletons() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading AI updates…</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: NEWS_SKELETON_COUNT }, (_, index) => (
          <li key={index} data-testid="news-skeleton" className={CARD}>
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="mt-4 h-5 w-full animate-pulse rounded bg-muted" />
            <div className="mt-2 h-5 w-4/5 animate-pulse rounded bg-muted" />
            <div className="mt-auto h-4 w-1/2 animate-pulse rounded bg-muted pt-4" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { CARD as NEWS_CARD_CLASS };
