import { SpriteIcon } from "@/components/icons/sprite-icon";
import { NEWS_CARD_CLASS } from "@/components/news/news-skeletons";
import { Card } from "@/components/ui/card";
import type { NewsItem } from "@/lib/news/types";

export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Card
      as="article"
      className={`${NEWS_CARD_CLASS} relative h-full transition-shadow focus-within:shadow-md hover:shadow-md`}
      data-testid="news-card"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-primary">{item.source}</span>
        {item.isDemo ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            Demo
          </span>
        ) : null}
      </div>
      <h2 className="mt-3 text-lg leading-snug font-bold text-pretty break-words text-foreground">
        <a
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {item.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </h2>
      <p className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-muted-foreground">
        <time dateTime={item.published ?? item.fetchedAt}>{item.displayDate}</time>
        <SpriteIcon name="external-link" className="size-4 shrink-0" />
      </p>
    </Card>
  );
}
