import { Card } from "@/components/ui/card";
import type { JourneyStep } from "@/content/career-development";

export function JourneySteps({ steps }: { steps: readonly JourneyStep[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="relative shadow-none rise-in">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}
