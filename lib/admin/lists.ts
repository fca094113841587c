import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import { weekStarts } from "@/lib/admin/format";
import type { Database } from "@/lib/supabase/database.types";
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@/lib/validations/subscribe";

type Client = SupabaseClient<Database>;

/** Weeks of trend the lists page shows, this one included. */
export const TREND_WEEKS = 8;

export type ListSummary = {
  source: SubscriptionSource;
  confirmed: number;
  pending: number;
  withdrawn: number;
  /** New confirmations per week, oldest first, one entry per week (Monday, UTC). */
  weeks: { week: string; confirmed: number }[];
};

/** Every list with its counts and weekly trend, read with the team member's token. */
export async function listSummaries(supabase: Client): Promise<ListSummary[]> {
  const [counts, trend] = await Promise.all([
    supabase.rpc("list_counts"),
    supabase.rpc("list_weekly_confirmations", { weeks: TREND_WEEKS }),
  ]);
  if (counts.error) throw new Error(`list counts: ${counts.error.message}`);
  if (trend.error) throw new Error(`list trend: ${trend.error.message}`);
  const weeks = weekStarts(TREND_WEEKS);
  return SUBSCRIPTION_SOURCES.map((source) => {
    const row = counts.data?.find((count) => count.source === source);
    const perWeek = new Map(
      (trend.data ?? [])
        .filter((entry) => entry.source === source)
        .map((entry) => [entry.week, Number(entry.confirmed)]),
    );
    return {
      source,
      confirmed: Number(row?.confirmed ?? 0),
      pending: Number(row?.pending ?? 0),
      withdrawn: Number(row?.withdrawn ?? 0),
      weeks: weeks.map((week) => ({ week, confirmed: perWeek.get(week) ?? 0 })),
    };
  });
}
