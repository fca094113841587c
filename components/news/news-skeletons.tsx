import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { NEWS_SKELETON_COUNT } from "@/lib/news/constants";

/** The news card's frame, shared with the placeholders so nothing jumps when the items arrive. */
export const NEWS_CARD_CLASS = "flex min-h-44 flex-col";

/** The loading state: six placeholder cards the size of real ones, so nothing jumps. */
export function NewsSkeletons() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading AI updates…</span>
      <ul
        aria-hidden="true"
        className="flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]"
      >
        {Array.from({ length: NEWS_SKELETON_COUNT }, (_, index) => (
          <Card as="li" key={index} className={NEWS_CARD_CLASS} data-testid="news-skeleton">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-4 h-5 w-full" />
            <Skeleton className="mt-2 h-5 w-4/5" />
            <Skeleton className="mt-auto h-4 w-1/2 pt-4" />
          </Card>
        ))}
      </ul>
    </div>
  );
}
