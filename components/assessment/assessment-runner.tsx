"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { ScaleQuestion } from "@/components/assessment/scale-question";
import { Button } from "@/components/ui/button";
import {
  PILLARS,
  pillarCopy,
  statements,
  type Choice,
  type Statement,
} from "@/content/assessment-questions";
import type { Answers } from "@/lib/assessment/scoring";
import { finishAttempt, readDraft, writeDraft } from "@/lib/assessment/storage";

export const RESULT_PATH = "/ai-assessment/result";

const screens = PILLARS.map((pillar) => ({
  pillar,
  ...pillarCopy[pillar],
  statements: statements.filter((statement) => statement.pillar === pillar) as Statement[],
}));

/**
 * The assessment itself, loaded when "Start Assessment" is pressed: one screen per pillar, each
 * statement a radio group, Next checking that the screen is answered. Answers are kept in this
 * browser after every choice, so a reload or a later visit continues where it stopped; the last
 * screen's button finishes the attempt and opens the result.
 */
export default function AssessmentRunner() {
  const router = useRouter();
  const [{ answers, step }, setDraft] = useState(() => readDraft() ?? { answers: {}, step: 0 });
  const [missing, setMissing] = useState<string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const screen = screens[Math.min(Math.max(step, 0), screens.length - 1)]!;
  const index = screens.indexOf(screen);
  const last = index === screens.length - 1;
  const answered = Object.keys(answers).length;

  // A new screen starts at its heading, for sighted and screen-reader users alike.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [index]);

  function update(next: { answers: Answers; step: number }) {
    setDraft(next);
    writeDraft(next);
  }

  function choose(id: string, choice: Choice) {
    update({ answers: { ...answers, [id]: choice }, step: index });
    setMissing((current) => current.filter((other) => other !== id));
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unanswered = screen.statements.filter(({ id }) => !answers[id]).map(({ id }) => id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      const first = formRef.current?.querySelector<HTMLInputElement>(
        `input[name="${unanswered[0]}"]`,
      );
      first?.focus();
      return;
    }
    if (!last) {
      update({ answers, step: index + 1 });
      return;
    }
    finishAttempt(answers);
    router.push(RESULT_PATH);
  }

  return (
    <section aria-labelledby="assessment-step" className="section-body py-10 sm:py-16">
      <div className="mx-auto grid max-w-4xl gap-6">
        <div>
          <div
            aria-hidden="true"
            className="h-2 overflow-hidden rounded-full bg-muted"
            data-testid="assessment-progress"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${((index + 1) / screens.length) * 100}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            {answered} of {statements.length} statements answered
          </p>
        </div>
        <div>
          <h2
            id="assessment-step"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-28 text-2xl font-bold tracking-tight text-foreground focus:outline-none sm:text-3xl"
          >
            <span className="block text-sm font-semibold tracking-normal text-primary">
              Step {index + 1} of {screens.length}
            </span>
            {screen.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{screen.intro}</p>
        </div>
        <form ref={formRef} noValidate onSubmit={next} className="grid gap-4">
          {screen.statements.map((statement, position) => (
            <ScaleQuestion
              key={statement.id}
              statement={statement}
              number={index * 8 + position + 1}
              value={answers[statement.id]}
              missing={missing.includes(statement.id)}
              onChange={(choice) => choose(statement.id, choice)}
            />
          ))}
          <MissingAnswers count={missing.length} />
          <div className="flex flex-wrap gap-3">
            {index > 0 ? (
              <Button
                type="button"
                variant="outline"
                size="lg"
                onClick={() => {
                  setMissing([]);
                  update({ answers, step: index - 1 });
                }}
              >
                Back
              </Button>
            ) : null}
            <Button type="submit" size="lg">
              {last ? "See my results" : "Next"}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}

/** Says, in a live region, how many statements of the screen still want an answer. */
function MissingAnswers({ count }: { count: number }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {count > 0 ? (
        <div className="form-alert form-alert-error">
          <span aria-hidden="true" className="form-alert-icon icon-circle-alert" />
          <p>
            {count === 1
              ? "Please answer the statement marked above."
              : `Please answer the ${count} statements marked above.`}
          </p>
        </div>
      ) : null}
    </div>
  );
}
