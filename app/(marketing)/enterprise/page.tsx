import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { FeatureGrid } from "@/app/(marketing)/_components/feature-grid";
import { MarketingIcon } from "@/app/(marketing)/_components/marketing-icon";
import { Card, CheckList } from "@/components/marketing/cards";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { enterprise } from "@/content/enterprise";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/enterprise");

export default function EnterprisePage() {
  const { hero, features, benefits, cta } = enterprise;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={getRoute("/enterprise").heading}
        description={hero.description}
        actions={<ActionLinks actions={hero.actions} />}
      />

      <Section
        id="features"
        eyebrow={features.eyebrow}
        title={features.title}
        description={features.description}
      >
        <FeatureGrid items={features.items} columns={4} />
      </Section>

      <Section
        id="benefits"
        tone="muted"
        eyebrow={benefits.eyebrow}
        title={benefits.title}
        description={benefits.description}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
            <CheckList items={benefits.items} className="mt-0 space-y-4" />
          </div>
          <Card
            title={benefits.security.title}
            description={benefits.security.description}
            icon={<MarketingIcon name={benefits.security.icon} />}
            className="sm:p-8"
          />
        </div>
      </Section>

      <CtaBand title={cta.title} description={cta.description}>
        <ActionLinks actions={cta.actions} onDark />
      </CtaBand>
    </>
  );
}
