import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { Card, CardTitle } from "@/components/ui/card";
import type { IconName } from "@/content/copy-types";

/** A card for the dark `ink` band, where the white `Card` would glare. */
export function InkCard({
  icon,
  title,
  kicker,
  description,
}: {
  icon: IconName;
  title: string;
  /** A short line under the title, e.g. an agent's role. */
  kicker?: string;
  description: string;
}) {
  return (
    <Card as="article" variant="ink" className="flex h-full flex-col rise-in">
      <div className="mb-5 flex size-11 items-center justify-center rounded-xl bg-ink-accent/15 text-ink-accent">
        <MarketingIcon name={icon} className="size-5" />
      </div>
      <CardTitle className="text-ink-heading">{title}</CardTitle>
      {kicker ? <p className="mt-1 text-sm font-medium text-ink-accent">{kicker}</p> : null}
      <p className="mt-3 text-ink-foreground">{description}</p>
    </Card>
  );
}
