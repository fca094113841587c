import { ExploreLink } from "@/components/marketing/explore-link";
import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { CheckList } from "@/components/marketing/cards";
import { platformTint } from "@/components/marketing/platform-tint";
import { Card } from "@/components/ui/card";
import type { Platform } from "@/content/platforms";
import { copy } from "@/lib/i18n/copy";
import { cn } from "@/lib/utils";

/** One platform as a wide row: what it is on one side, what it includes on the other. */
export function PlatformOverview({ platform }: { platform: Platform }) {
  const labels = copy().platforms.overviewLabels;
  return (
    <Card
      as="article"
      className={cn(
        "grid gap-8 rise-in sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-start",
        platformTint[platform.href],
      )}
    >
      <div>
        <div className="flex items-center gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl tint-tile">
            <MarketingIcon name={platform.icon} className="size-6" />
          </div>
          <div className="min-w-0">
            <h3 className="text-2xl font-bold tracking-tight text-balance">{platform.title}</h3>
            <p className="text-sm font-medium tint-text">{platform.subtitle}</p>
          </div>
        </div>
        <p className="mt-5 text-lg text-pretty text-muted-foreground">{platform.description}</p>
        <p className="mt-4 text-sm text-foreground">
          <span className="font-semibold">{labels.idealFor} </span>
          {platform.idealFor}
        </p>
        <ExploreLink platform={platform} className="mt-8" />
      </div>
      <div className="rounded-xl bg-surface p-6">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {labels.inside}
        </p>
        <CheckList items={platform.features} className="mt-4" />
      </div>
    </Card>
  );
}
