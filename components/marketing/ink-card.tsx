import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { staggerStyle } from "@/components/marketing/cards";
import type { IconName } from "@/content/copy-types";

/** A card for the dark `ink` band, where the white `Card` would glare. */
export function InkCard({
  icon,
  title,
  kicker,
  description,
  index = 0,
}: {
  icon: IconName;
  title: string;
  /** A short line under the title, e.g. an agent's role. */
  kicker?: string;
  description: string;
  index?: number;
}) {
  return (
    <article style={staggerStyle(index)} className="flex h-full animate-rise flex-col ink-tile">
      <div className="mb-5 flex size-11 items-center justify-center rounded-xl bg-ink-accent/15 text-ink-accent">
        <MarketingIcon name={icon} className="size-5" />
      </div>
      <h3 className="text-lg font-semibold text-ink-heading">{title}</h3>
      {kicker ? <p className="mt-1 text-sm font-medium text-ink-accent">{kicker}</p> : null}
      <p className="mt-3 text-ink-foreground">{description}</p>
    </article>
  );
}
