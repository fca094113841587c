import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { Card } from "@/components/ui/card";
import type { IconName } from "@/content/copy-types";
import type { Feature } from "@/content/types";

/** Claims that are not numbers, shown under a stat grid on the dark band. */
export function TrustBadges({ badges }: { badges: readonly (Feature & { icon: IconName })[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2">
      {badges.map((badge) => (
        <Card as="li" key={badge.title} variant="ink" className="flex gap-4">
          <MarketingIcon name={badge.icon} className="mt-0.5 size-6 shrink-0 text-ink-accent" />
          <div>
            <h3 className="font-semibold text-ink-heading">{badge.title}</h3>
            <p className="mt-1 text-sm text-ink-foreground">{badge.description}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
