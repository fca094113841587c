import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { CardGrid, FeatureCard } from "@/components/marketing/cards";
import type { IconName } from "@/content/copy-types";
import type { Feature } from "@/content/types";

/** A grid of icon cards: the most common block of the marketing pages. */
export function FeatureGrid({
  items,
  columns,
}: {
  items: readonly (Feature & { icon: IconName })[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.title} {...item} icon={<MarketingIcon name={item.icon} />} />
      ))}
    </CardGrid>
  );
}

/** Numbered steps of a process, in order. */
export function StepList({ steps }: { steps: readonly Feature[] }) {
  return (
    <ol className="grid gap-6 stagger sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title}>
          <FeatureCard {...step} icon={<span className="text-base font-bold">{index + 1}</span>} />
        </li>
      ))}
    </ol>
  );
}
