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

/**
 * Numbered steps of a process, in order, as a timeline (`timeline` in globals.css). With a
 * `carousel` name, on a phone the steps stand side by side in a row that scrolls and snaps, each
 * number above its step, as `CardGrid`'s rows do.
 */
export function StepList({ steps, carousel }: { steps: readonly Feature[]; carousel?: string }) {
  const list = (
    <ol
      className={cn(
        "timeline",
        carousel &&
          "max-sm:flex max-sm:gap-6 max-sm:*:w-[78%] max-sm:*:shrink-0 max-sm:*:snap-start max-sm:*:pt-14! max-sm:*:pb-0! max-sm:*:pl-0! max-sm:*:after:hidden!",
      )}
    >
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
  if (!carousel) return list;
  return (
    <div
      role="region"
      aria-label={carousel}
      tabIndex={0}
      className="snap-row max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-3"
    >
      {list}
    </div>
  );
}
