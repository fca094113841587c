import { Icon } from "@/components/icons/icon";
import { externalLinkIcon } from "@/components/icons/drawings";
import { NEWS_CARD_CLASS } from "@/components/news/news-skeletons";
import { Card } from "@/components/ui/card";
import { relativeNewsTime } from "@/lib/news/relative-time";
import type { newsUi } from "@/content/ui";
import type { NewsItem } from "@/lib/news/types";

/** The language the news sources write in. */
const NEWS_LANG = "en";

/**
 * One story: its source, its title (the link), a line or two of summary when the feed gave one,
 * and when it came out, relative and dated. A sample story has no page of its own: its title is
 * plain text and the card links to its publisher's news page by name instead.
 */
export function NewsCard({ item, words }: { item: NewsItem; words: typeof newsUi }) {
  const ago = relativeNewsTime(item, new Date());
  return (
    <Card
      as="article"
      className={`${NEWS_CARD_CLASS} relative h-full transition-shadow focus-within:shadow-md hover:shadow-md`}
      data-testid="news-card"
    >
      <p className="text-sm font-semibold text-primary">{item.source}</p>
      {/* The feeds write in English, whatever the page's language (a Hindi page keeps them so). */}
      <h2
        lang={NEWS_LANG}
        className="mt-3 text-lg leading-snug font-bold text-pretty break-words text-foreground"
      >
        {item.isDemo ? (
          item.title
        ) : (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {item.title}
            <span className="sr-only"> {words.opensInNewTab}</span>
          </a>
        )}
      </h2>
      {item.summary ? (
        <p
          lang={NEWS_LANG}
          data-testid="news-summary"
          className="mt-2 line-clamp-2 text-sm text-muted-foreground"
        >
          {item.summary}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-4 text-sm text-muted-foreground">
        {/* Rendered again in the browser, where a minute may have passed since the server. */}
        <span suppressHydrationWarning>
          {ago ? `${ago} · ` : null}
          <time dateTime={item.published ?? item.fetchedAt}>{item.displayDate}</time>
        </span>
        {item.isDemo ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {words.visit.replace("{source}", item.source)}
            <span className="sr-only"> {words.opensInNewTab}</span>
            <Icon drawing={externalLinkIcon} className="size-4 shrink-0" />
          </a>
        ) : (
          <Icon drawing={externalLinkIcon} className="size-4 shrink-0" />
        )}
      </div>
    </Card>
  );
}
