import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { PILLARS, pillarCopy } from "@/content/assessment-questions";
import {
  directions as allDirections,
  pillarExplanations,
  resultCopy,
  type DirectionId,
} from "@/content/assessment-results";
import { bandOf, type Scores } from "@/lib/assessment/scoring";

const takenOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function ReportSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold text-foreground sm:text-2xl">
        {title}
      </h2>
      <p className="text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}

/**
 * A result as the member reads (and prints) it: each pillar's score with what it means, then the
 * three directions that fit best, each with what the role does, what to learn first and the page
 * that helps.
 */
export function AssessmentReport({
  scores,
  directions,
  takenAt,
}: {
  scores: Scores;
  directions: readonly DirectionId[];
  takenAt: string;
}) {
  const chosen = directions
    .map((id) => allDirections.find((direction) => direction.id === id))
    .filter((direction) => direction !== undefined);
  return (
    <div data-testid="assessment-report" className="grid gap-10 print:gap-5">
      <p className="text-sm text-muted-foreground">
        Taken on <time dateTime={takenAt}>{takenOn.format(new Date(takenAt))}</time>
      </p>
      <ReportSection
        id="result-pillars"
        title={resultCopy.pillarsTitle}
        intro={resultCopy.pillarsIntro}
      >
        <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
          {PILLARS.map((pillar) => (
            <Card
              as="li"
              key={pillar}
              data-testid="result-pillar"
              className="print:break-inside-avoid"
            >
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold text-foreground">{pillarCopy[pillar].title}</h3>
                <p className="text-lg font-bold text-primary">
                  {scores[pillar]}
                  <span className="sr-only"> out of 100</span>
                </p>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full bg-primary" style={{ width: `${scores[pillar]}%` }} />
              </div>
              <p className="mt-3 text-sm text-muted-foreground">
                {pillarExplanations[pillar][bandOf(scores[pillar])]}
              </p>
            </Card>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        id="result-directions"
        title={resultCopy.directionsTitle}
        intro={resultCopy.directionsIntro}
      >
        <ol className="grid gap-3 lg:grid-cols-3 print:grid-cols-3 print:gap-2">
          {chosen.map((direction, rank) => (
            <Card
              as="li"
              key={direction.id}
              data-testid="result-direction"
              className="print:break-inside-avoid"
            >
              <p className="text-sm font-semibold text-primary">Fit {rank + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-foreground">{direction.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{direction.does}</p>
              <p className="mt-3 text-sm text-foreground">
                <strong>{resultCopy.learnFirstLabel}:</strong> {direction.learnFirst}
              </p>
              <p className="mt-3 text-sm">
                <span className="text-muted-foreground">{resultCopy.helpsLabel}: </span>
                <Link href={direction.helps.href} className="font-medium text-primary underline">
                  {direction.helps.label}
                </Link>
              </p>
            </Card>
          ))}
        </ol>
      </ReportSection>
    </div>
  );
}
