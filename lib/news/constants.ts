/** The page polls `/api/news` this often (spec: 5 minutes). */
export const NEWS_REFRESH_MS = 5 * 60 * 1000;
/** The shortest interval the `?refreshMs=` test override may ask for. */
export const NEWS_MIN_REFRESH_MS = 1000;
/** Skeleton cards shown while the list loads. */
export const NEWS_SKELETON_COUNT = 6;
/** Per-feed limits of one ingestion run. */
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_ITEMS_PER_FEED = 100;
/** The error code `/api/news` answers when the backend cannot be read; the page then shows hints. */
export const NEWS_UNAVAILABLE_CODE = "backend_unavailable";
