"use server";

import { ASSESSMENT_VERSION } from "@/content/assessment-questions";
import { cleanAnswers, isComplete, scoreAssessment } from "@/lib/assessment/scoring";
import { verifiedClaims } from "@/lib/supabase/claims";
import { createClient } from "@/lib/supabase/server";
import { latestResult, type SavedResult } from "@/lib/assessment/results";
import { pageLog } from "@/lib/log/request-log";

export type SaveOutcome = "saved" | "signed-out" | "invalid" | "failed";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Saves a finished attempt from the browser to the signed-in member's account. The server scores
 * the answers again, so a stored score always follows from the stored answers. Saving the same
 * attempt twice keeps one row.
 */
export async function saveAssessmentAction(attempt: {
  attemptId: string;
  answers: unknown;
  takenAt: string;
}): Promise<SaveOutcome> {
  const answers = cleanAnswers(attempt.answers);
  const takenAt = new Date(attempt.takenAt);
  if (
    !UUID.test(attempt.attemptId) ||
    !isComplete(answers) ||
    Number.isNaN(takenAt.getTime()) ||
    takenAt.getTime() > Date.now() + 60_000
  ) {
    return "invalid";
  }
  const supabase = await createClient();
  const claims = await verifiedClaims(supabase);
  if (!claims?.sub) return "signed-out";
  const { scores, directions } = scoreAssessment(answers);
  const { error } = await supabase.from("assessment_results").upsert(
    {
      user_id: claims.sub,
      attempt_id: attempt.attemptId,
      version: ASSESSMENT_VERSION,
      answers,
      scores,
      directions,
      taken_at: takenAt.toISOString(),
    },
    { onConflict: "user_id,attempt_id", ignoreDuplicates: true },
  );
  if (error) {
    (await pageLog("/ai-assessment/result")).error(
      { err: error, event: "assessment.save_failed" },
      "could not save an assessment result",
    );
    return "failed";
  }
  return "saved";
}

/** The signed-in member's latest saved result, for a browser that has none of its own. */
export async function latestAssessmentAction(): Promise<SavedResult | null> {
  try {
    const supabase = await createClient();
    const claims = await verifiedClaims(supabase);
    return claims?.sub ? await latestResult(supabase) : null;
  } catch {
    return null;
  }
}
