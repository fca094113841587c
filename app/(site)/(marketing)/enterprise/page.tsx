import { FeatureGrid } from "@/components/marketing/feature-grid";
import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { CheckList, FeatureCard } from "@/components/marketing/cards";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Card } from "@/components/ui/card";
import { pageMetadata } from "@/lib/metadata";
import { copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/enterprise");

export default function EnterprisePage() {
  const { enterprise } = copy().enterprise;
  const { hero, features, benefits, cta } = enterprise;
  return (
    <>
      <PageHero {...hero} title={routeIn("/enterprise").heading} />

      <Section id="features" {...features}>
        <FeatureGrid items={features.items} columns={4} />
      </Section>

      <Section id="benefits" tone="muted" split {...benefits}>
        <div className="grid gap-6">
          <Card className="sm:p-8">
            <CheckList items={benefits.items} className="mt-0 space-y-4" />
          </Card>
          <FeatureCard
            {...benefits.security}
            icon={<MarketingIcon name={benefits.security.icon} />}
            className="sm:p-8"
          />
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
