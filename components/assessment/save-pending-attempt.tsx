"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { saveAssessmentAction } from "@/lib/assessment/actions";
import { markSaved, readLatestAttempt } from "@/lib/assessment/storage";

/**
 * Saves an attempt this browser finished before signing in, once the member lands on their
 * profile, and shows the profile again with it.
 */
export function SavePendingAttempt() {
  const router = useRouter();
  useEffect(() => {
    const attempt = readLatestAttempt();
    if (!attempt || attempt.saved) return;
    let live = true;
    void saveAssessmentAction(attempt).then((outcome) => {
      if (outcome !== "saved") return;
      markSaved(attempt);
      if (live) router.refresh();
    });
    return () => {
      live = false;
    };
  }, [router]);
  return null;
}
