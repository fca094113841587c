import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { CardGrid, FeatureCard } from "@/components/marketing/cards";
import type { IconName } from "@/content/copy-types";
import type { Feature } from "@/content/types";
import { cn } from "@/lib/utils";

/** A grid of icon cards: the most common block of the marketing pages. */
export function FeatureGrid({
  items,
  columns,
  carousel,
}: {
  items: readonly (Feature & { icon: IconName })[];
  columns?: 2 | 3 | 4;
  /** The row's name, when it scrolls sideways on a phone (`CardGrid`). */
  carousel?: string;
}) {
  return (
    <CardGrid columns={columns} carousel={carousel}>
      {items.map((item) => (
        <FeatureCard key={item.title} {...item} icon={<MarketingIcon name={item.icon} />} />
      ))}
    </CardGrid>
  );
}

/**
 * The same items as an open list under saffron rules, not cards: for a short set of principles
 * or features (`rule-list` in globals.css), with an icon tile where the copy names one. Two
 * columns suit four items; three items stand in one column until all three fit in a row, so no
 * row ends with a hole beside its last item.
 */
export function FeatureList({
  items,
  columns = 2,
  className,
}: {
  items: readonly (Feature & { icon?: IconName })[];
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={cn("rule-list", columns === 3 ? "md:grid-cols-3" : "sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item.title}>
          {item.icon ? (
            <div aria-hidden="true" className="card-icon">
              <MarketingIcon name={item.icon} />
            </div>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process, in order, as a timeline (`timeline` in globals.css). */
export function StepList({ steps }: { steps: readonly Feature[] }) {
  return (
    <ol className="timeline">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
