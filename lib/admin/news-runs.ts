import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import { newsWindow } from "@/lib/news/window";

type Client = SupabaseClient<Database>;

export type NewsRun = Omit<Database["public"]["Tables"]["news_runs"]["Row"], "failures"> & {
  failures: { feed: string; reason: string }[];
};

/** The last ingestion runs, newest first, and how many items were fetched today (UTC). */
export async function newsOverview(
  supabase: Client,
  runs = 10,
): Promise<{ runs: NewsRun[]; today: number }> {
  const window = newsWindow();
  const [recent, today] = await Promise.all([
    supabase.from("news_runs").select("*").order("finished_at", { ascending: false }).limit(runs),
    supabase
      .from("ai_news")
      .select("id", { count: "exact", head: true })
      .gte("fetched_at", window.from)
      .lt("fetched_at", window.to),
  ]);
  if (recent.error) throw new Error(`news runs: ${recent.error.message}`);
  if (today.error) throw new Error(`news today: ${today.error.message}`);
  return { runs: (recent.data ?? []) as NewsRun[], today: today.count ?? 0 };
}
