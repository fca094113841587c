"use client";

import { Icon } from "@/components/icons/icon";
import { refreshCwIcon, triangleAlertIcon } from "@/components/icons/drawings";
import { NewsCard } from "@/components/news/news-card";
import { NewsSkeletons } from "@/components/news/news-skeletons";
import { type NewsError, useNewsFeed } from "@/components/news/use-news-feed";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NEWS_UNAVAILABLE_CODE } from "@/lib/news/constants";
import type { NewsItem } from "@/lib/news/types";
import { newsUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

type NewsWords = typeof newsUi;

/** What the server read: today's items, or its failure. */
type NewsFeedProps =
  | { initialItems: NewsItem[]; initialError?: never }
  | { initialItems?: never; initialError: NewsError };

/** Codes after which the troubleshooting hints help: the backend or the network is down. */
const HINTED_CODES = new Set([NEWS_UNAVAILABLE_CODE, "network"]);

/** The news list with its states; polls `/api/news` while the tab is visible. */
export function NewsFeed({ initialItems, initialError }: NewsFeedProps) {
  const { items, error, loading, refresh } = useNewsFeed(initialItems, initialError);
  const retry = () => void refresh(true);
  const words = useClientCopy("newsUi", newsUi);

  if (loading) return <NewsSkeletons />;
  if (error !== null) return <NewsErrorCard error={error} onRetry={retry} words={words} />;
  if (!items || items.length === 0) return <NewsEmpty onRetry={retry} words={words} />;
  return <NewsList items={items} words={words} />;
}

function NewsErrorCard({
  error,
  onRetry,
  words,
}: {
  error: NewsError;
  onRetry: () => void;
  words: NewsWords;
}) {
  return (
    <Card
      role="alert"
      data-testid="news-error"
      className="mx-auto max-w-2xl border-destructive/30 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Icon drawing={triangleAlertIcon} className="mt-1 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-foreground">{words.errorTitle}</h2>
          <p className="mt-2 break-words text-muted-foreground">{error.message}</p>
          {HINTED_CODES.has(error.code) ? <TroubleshootingHints /> : null}
          <Button className="mt-6" variant="outline" onClick={onRetry}>
            <Icon drawing={refreshCwIcon} />
            {words.tryAgain}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function TroubleshootingHints() {
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-foreground">Troubleshooting</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Check your internet connection and reload the page.</li>
        <li>The news service may be briefly down; try again in a few minutes.</li>
        <li>
          Running the site yourself? Make sure the backend is running (<code>npm run dev</code>{" "}
          starts it) or that the Supabase settings in <code>.env</code> are correct.
        </li>
      </ul>
    </div>
  );
}

function NewsEmpty({ onRetry, words }: { onRetry: () => void; words: NewsWords }) {
  return (
    <Card data-testid="news-empty" className="mx-auto max-w-2xl p-8 text-center">
      <p className="text-lg font-semibold text-foreground">{words.empty}</p>
      <Button className="mt-6" variant="outline" onClick={onRetry}>
        <Icon drawing={refreshCwIcon} />
        {words.tryRefreshing}
      </Button>
    </Card>
  );
}

function NewsList({ items, words }: { items: NewsItem[]; words: NewsWords }) {
  const samples = items.some((item) => item.isDemo);
  return (
    <>
      {samples ? (
        <p data-testid="news-demo-note" className="mb-6 text-center text-sm text-muted-foreground">
          {words.sampleNote}
        </p>
      ) : null}
      <ul
        className="flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]"
        aria-label={samples ? words.sampleListLabel : words.listLabel}
      >
        {items.map((item) => (
          <li key={item.link}>
            <NewsCard item={item} words={words} />
          </li>
        ))}
      </ul>
    </>
  );
}
