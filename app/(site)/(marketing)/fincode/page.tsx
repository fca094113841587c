import { InkCard } from "@/components/marketing/ink-card";
import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { CardGrid, CheckList, FeatureCard } from "@/components/marketing/cards";
import { ComingNext } from "@/components/marketing/coming-next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { carouselLabel, copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/fincode");

export default function FinCodePage() {
  const { fincode } = copy().fincode;
  const { hero, claims, offerings, agents, cta } = fincode;
  return (
    <div className="tint-fincode">
      <PageHero {...hero} title={routeIn("/fincode").heading} art="fincode" />

      <Section id="why-fincode" tone="muted" {...claims}>
        <CardGrid columns={4} carousel={carouselLabel(claims.title)}>
          {claims.items.map((claim) => (
            <FeatureCard key={claim.title} {...claim} icon={<MarketingIcon name={claim.icon} />} />
          ))}
        </CardGrid>
      </Section>

      <Section id="offerings" {...offerings}>
        <CardGrid columns={2} carousel={carouselLabel(offerings.title)}>
          {offerings.items.map((offering) => (
            <FeatureCard
              key={offering.title}
              title={offering.title}
              subtitle={offering.subtitle}
              description={offering.description}
              icon={<MarketingIcon name={offering.icon} />}
            >
              <CheckList items={offering.features} />
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="agents" tone="ink" {...agents}>
        <CardGrid columns={4} carousel={carouselLabel(agents.title)}>
          {agents.items.map((agent) => (
            <InkCard
              key={agent.name}
              icon={agent.icon}
              title={agent.name}
              kicker={agent.role}
              description={agent.description}
            />
          ))}
        </CardGrid>
      </Section>

      <ComingNext from="/fincode" />

      <CtaBand {...cta} />
    </div>
  );
}
