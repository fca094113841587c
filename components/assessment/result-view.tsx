"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

import { AssessmentReport } from "@/components/assessment/assessment-report";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { resultCopy } from "@/content/assessment-results";
import { latestAssessmentAction, saveAssessmentAction } from "@/lib/assessment/actions";
import type { SavedResult } from "@/lib/assessment/results";
import { scoreAssessment } from "@/lib/assessment/scoring";
import { markSaved, readLatestAttempt } from "@/lib/assessment/storage";
import { useAuthState } from "@/lib/auth/auth-state";

const RESULT_PATH = "/ai-assessment/result";

const noChanges = () => () => {};

/**
 * The result page's content: this browser's latest attempt, scored here, or for a signed-in
 * member on another device the latest saved one. A signed-in member's attempt is saved to the
 * account as soon as the page sees it; a visitor is offered an account to keep it.
 */
export function ResultView() {
  const attempt = useSyncExternalStore(noChanges, readLatestAttempt, () => null);
  const auth = useAuthState();
  const [saved, setSaved] = useState<"saved" | "failed" | null>(null);
  const [remote, setRemote] = useState<SavedResult | null | "none">(null);
  const signedIn = auth.status === "signed-in";

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    if (attempt && !attempt.saved) {
      void saveAssessmentAction(attempt).then((outcome) => {
        if (!live) return;
        if (outcome === "saved") markSaved(attempt);
        setSaved(outcome === "saved" ? "saved" : "failed");
      });
    } else if (!attempt) {
      void latestAssessmentAction().then((result) => live && setRemote(result ?? "none"));
    }
    return () => {
      live = false;
    };
  }, [signedIn, attempt]);

  if (auth.status === "unknown") return <p className="text-muted-foreground">Loading…</p>;
  const result = attempt
    ? { ...scoreAssessment(attempt.answers), takenAt: attempt.takenAt }
    : remote && remote !== "none"
      ? remote
      : null;
  if (!result) {
    if (signedIn && remote === null) return <p className="text-muted-foreground">Loading…</p>;
    return <NoResult />;
  }
  return (
    <div className="grid gap-8">
      <SaveNote
        signedIn={signedIn}
        saved={attempt?.saved || saved === "saved"}
        failed={saved === "failed"}
      />
      <AssessmentReport {...result} />
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild variant="outline">
          <Link href="/ai-assessment?start">{resultCopy.retake}</Link>
        </Button>
        <Button variant="ghost" onClick={() => window.print()}>
          {resultCopy.print}
        </Button>
      </div>
    </div>
  );
}

function SaveNote({
  signedIn,
  saved,
  failed,
}: {
  signedIn: boolean;
  saved: boolean;
  failed: boolean;
}) {
  return (
    <div aria-live="polite" className="print:hidden">
      {signedIn ? (
        saved ? (
          <p data-testid="result-saved" className="text-sm text-muted-foreground">
            {resultCopy.savedText}{" "}
            <Link href="/profile" className="font-medium text-primary underline">
              My Profile
            </Link>
          </p>
        ) : failed ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t save this result to your account just now. Reload the page to try
            again.
          </p>
        ) : null
      ) : (
        <Card variant="soft">
          <h2 className="font-semibold text-foreground">{resultCopy.saveTitle}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{resultCopy.saveText}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <Link href={`/signup?next=${encodeURIComponent(RESULT_PATH)}`}>
                {resultCopy.saveAction}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/login?next=${encodeURIComponent(RESULT_PATH)}`}>
                {resultCopy.loginAction}
              </Link>
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}

function NoResult() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-foreground">{resultCopy.emptyTitle}</h2>
      <p className="mt-1 text-muted-foreground">{resultCopy.emptyText}</p>
      <Button asChild className="mt-4">
        <Link href="/ai-assessment?start">{resultCopy.start}</Link>
      </Button>
    </Card>
  );
}
