import { connection } from "next/server";

import { NewsFeed } from "@/components/news/news-feed";
import { getTodaysNews } from "@/lib/news/queries";
import type { NewsItem } from "@/lib/news/types";

/** Today's list, read per request; the client part keeps it fresh. */
export async function NewsSection() {
  await connection();
  let items: NewsItem[] | null = null;
  let error = "";
  try {
    items = await getTodaysNews();
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  return items ? <NewsFeed initialItems={items} /> : <NewsFeed initialError={error} />;
}
