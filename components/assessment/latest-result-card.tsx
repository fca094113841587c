import "server-only";

import { SavePendingAttempt } from "@/components/assessment/save-pending-attempt";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { PILLARS, pillarCopy } from "@/content/assessment-questions";
import { directions as allDirections, resultCopy } from "@/content/assessment-results";
import { latestResult, type SavedResult } from "@/lib/assessment/results";
import { pageLog } from "@/lib/log/request-log";
import { createClient } from "@/lib/supabase/server";

const takenOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The profile's card for the career self-assessment: the latest result, or an offer to take it. */
export async function LatestResultCard() {
  let result: SavedResult | null = null;
  let failed = false;
  try {
    result = await latestResult(await createClient());
  } catch (cause) {
    failed = true;
    (await pageLog("/profile")).error(
      { err: cause, event: "profile.assessment_failed" },
      "could not read the latest assessment result",
    );
  }
  return (
    <Card
      as="section"
      variant="raised"
      aria-labelledby="my-assessment-title"
      data-testid="my-assessment"
      className="min-w-0"
    >
      <SavePendingAttempt />
      <h2 id="my-assessment-title" className="text-lg font-semibold text-foreground">
        Career self-assessment
      </h2>
      {result ? (
        <LatestResult result={result} />
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          {failed
            ? "Your result could not be loaded just now. Reload the page to try again."
            : "Forty statements, about 8 minutes: see which of five pillars are strongest for you and three career directions that fit."}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {result ? (
          <Button asChild>
            <Link href="/ai-assessment/result">See my result</Link>
          </Button>
        ) : null}
        <Button asChild variant={result ? "outline" : "default"}>
          <Link href="/ai-assessment?start">{result ? resultCopy.retake : resultCopy.start}</Link>
        </Button>
      </div>
    </Card>
  );
}

function LatestResult({ result }: { result: SavedResult }) {
  const titles = result.directions.map(
    (id) => allDirections.find((direction) => direction.id === id)?.title ?? id,
  );
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">
        Taken on <time dateTime={result.takenAt}>{takenOn.format(new Date(result.takenAt))}</time>
      </p>
      <p data-testid="my-assessment-directions" className="mt-4 text-foreground">
        <span className="font-medium">Best fit:</span> {titles.join(", ")}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {PILLARS.map((pillar) => (
          <li key={pillar} className="rounded-full bg-muted px-3 py-1 text-foreground">
            {pillarCopy[pillar].title}: <strong>{result.scores[pillar]}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
