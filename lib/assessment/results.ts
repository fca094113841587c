import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import { PILLARS } from "@/content/assessment-questions";
import { directions as allDirections, type DirectionId } from "@/content/assessment-results";
import type { Scores } from "@/lib/assessment/scoring";
import type { Database } from "@/lib/supabase/database.types";

export type SavedResult = { scores: Scores; directions: DirectionId[]; takenAt: string };

const KNOWN = new Set<string>(allDirections.map((direction) => direction.id));

/** A stored row as the result page shows it; null when it no longer matches the content. */
function fromRow(row: { scores: unknown; directions: string[]; taken_at: string }) {
  const raw = (row.scores ?? {}) as Record<string, unknown>;
  const scores = {} as Scores;
  for (const pillar of PILLARS) {
    const value = raw[pillar];
    if (typeof value !== "number") return null;
    scores[pillar] = value;
  }
  const directions = row.directions.filter((id): id is DirectionId => KNOWN.has(id));
  return { scores, directions, takenAt: row.taken_at };
}

/**
 * The signed-in member's latest result, read with their own session (RLS lets them see only
 * theirs), or null when they have none. Throws when the backend refuses.
 */
export async function latestResult(
  supabase: SupabaseClient<Database>,
): Promise<SavedResult | null> {
  const { data, error } = await supabase
    .from("assessment_results")
    .select("scores,directions,taken_at")
    .order("taken_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`assessment_results: ${error.message}`);
  return data ? fromRow(data) : null;
}
