import { ExploreLink } from "@/components/marketing/explore-link";
import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { CheckList, FeatureCard } from "@/components/marketing/cards";
import { platformTint } from "@/components/marketing/platform-tint";
import type { Platform } from "@/content/platforms";

export function PlatformCard({ platform }: { platform: Platform }) {
  return (
    <FeatureCard
      className={platformTint[platform.href]}
      title={platform.title}
      subtitle={platform.subtitle}
      description={platform.description}
      icon={<MarketingIcon name={platform.icon} />}
    >
      <CheckList items={platform.features} />
      <div className="mt-auto pt-8">
        <ExploreLink platform={platform} className="w-full sm:w-auto" />
      </div>
    </FeatureCard>
  );
}
