import type { Metadata } from "next";

import { ResultView } from "@/components/assessment/result-view";
import { CallbackCard } from "@/components/forms/callback-card";
import { copy } from "@/lib/i18n/copy";

export const metadata: Metadata = {
  title: "Your assessment result",
  description: "Your career self-assessment: five pillars and three directions that fit you.",
  robots: { index: false, follow: false },
};

/**
 * The result of the assessment. The page is static: the result is this browser's (or, signed in,
 * the account's), read and shown by its island.
 */
export default function AssessmentResultPage() {
  const { resultCopy } = copy().assessmentResults;
  return (
    <section className="bg-dawn pt-28 pb-16 sm:pt-36 sm:pb-24 print:bg-none print:pt-0 print:pb-0">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">
          {resultCopy.title}
        </h1>
        <ResultView />
        <CallbackCard page="/ai-assessment/result" />
      </div>
    </section>
  );
}
