import type { Lang } from "@/lib/i18n/lang";
import "server-only";

import { log } from "@/lib/log/logger";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient } from "@/lib/supabase/stateless";
import { newsWindow, toNewsItems } from "@/lib/news/window";
import type { NewsItem } from "@/lib/news/types";

/** Shown to visitors; the cause goes to the server log only. Mentions the backend on purpose. */
const NEWS_BACKEND_UNAVAILABLE =
  "The news backend is unavailable right now. Please try again in a few minutes.";

export class NewsUnavailableError extends Error {
  override name = "NewsUnavailableError";
  constructor() {
    super(NEWS_BACKEND_UNAVAILABLE);
  }
}

/**
 * Today's news, newest first, one item per link, dated in `lang` (the items stay in their own
 * language). Throws NewsUnavailableError.
 */
export async function getTodaysNews(
  lang: Lang = "en",
  now: Date = new Date(),
): Promise<NewsItem[]> {
  const { from, to } = newsWindow(now);
  try {
    const { data, error } = await createStatelessClient(serverEndpoint())
      .from("ai_news")
      .select("id, title, published, source, link, summary, fetched_at, is_demo")
      .gte("fetched_at", from)
      .lt("fetched_at", to)
      .order("fetched_at", { ascending: false })
      .order("published", { ascending: false, nullsFirst: false })
      .order("id", { ascending: false })
      .limit(200)
      // Fail fast: the page shows its error state and the client's next poll is the retry.
      .retry(false)
      .abortSignal(AbortSignal.timeout(5000));
    if (error) throw new Error(error.message);
    return toNewsItems(data, lang);
  } catch (cause) {
    log.error({ err: cause, event: "news.read_failed" }, "news: reading ai_news failed");
    throw new NewsUnavailableError();
  }
}
