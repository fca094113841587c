/** A news item as the API and the page see it (`fetched_at` becomes `fetchedAt`). */
export type NewsItem = {
  id: number;
  title: string;
  /** `YYYY-MM-DD`, or null when the feed gave no usable date. */
  published: string | null;
  source: string;
  link: string;
  /** A line or two from the feed, when it gave one. */
  summary: string | null;
  fetchedAt: string;
  /** `published` (else `fetchedAt`) as the page prints it, formatted on the server. */
  displayDate: string;
  isDemo: boolean;
};

/** One item read from a feed, ready to store. */
export type FeedItem = {
  title: string;
  published: string | null;
  source: string;
  link: string;
  summary: string | null;
};

/** What one ingestion run did. `skipped` counts items read but not newly stored. */
export type IngestReport = {
  feeds: number;
  fetched: number;
  inserted: number;
  skipped: number;
  failed: number;
  failures: { feed: string; reason: string }[];
};
