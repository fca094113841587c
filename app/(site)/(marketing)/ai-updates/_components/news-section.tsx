import { connection } from "next/server";

import { NewsFeed } from "@/components/news/news-feed";
import type { NewsError } from "@/components/news/use-news-feed";
import { NEWS_UNAVAILABLE_CODE } from "@/lib/news/constants";
import { pageLang } from "@/lib/i18n/server-lang";
import { getTodaysNews } from "@/lib/news/queries";
import type { NewsItem } from "@/lib/news/types";

/** Today's list, read per request; the client part keeps it fresh. */
export async function NewsSection() {
  await connection();
  let items: NewsItem[] | null = null;
  let error: NewsError = { code: NEWS_UNAVAILABLE_CODE, message: "" };
  try {
    items = await getTodaysNews(pageLang());
  } catch (cause) {
    // getTodaysNews only throws when the backend cannot be read.
    error = {
      code: NEWS_UNAVAILABLE_CODE,
      message: cause instanceof Error ? cause.message : String(cause),
    };
  }
  return items ? <NewsFeed initialItems={items} /> : <NewsFeed initialError={error} />;
}
