import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { PlatformCard } from "@/components/marketing/platform-card";
import { TrustBadges } from "@/components/marketing/trust-badges";
import { SubscribeForm } from "@/components/forms/subscribe-form";
import { CardGrid, CheckList, FeatureCard, StatGrid } from "@/components/marketing/cards";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { pageMetadata } from "@/lib/metadata";
import { carouselLabel, copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/");

export default function HomePage() {
  const content = copy();
  const { audiences } = content.audiences;
  const { outcomeStats, trustBadges } = content.claims;
  const { homeHero, homeSections, newsletterFinePrint } = content.home;
  const { platforms } = content.platforms;
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        title={routeIn("/").heading}
        tags={homeHero.tags}
        actions={homeHero.actions}
        art="home"
        description={
          <>
            <p className="font-semibold text-foreground">{homeHero.tagline}</p>
            <p className="mt-3">{homeHero.description}</p>
          </>
        }
      />

      <Section id="platforms" tone="muted" {...homeSections.platforms}>
        <CardGrid carousel={carouselLabel(homeSections.platforms.title)}>
          {platforms.map((platform) => (
            <PlatformCard key={platform.href} platform={platform} />
          ))}
        </CardGrid>
      </Section>

      <Section id="audiences" {...homeSections.audiences}>
        <CardGrid carousel={carouselLabel(homeSections.audiences.title)}>
          {audiences.map((audience) => (
            <FeatureCard
              key={audience.title}
              {...audience}
              icon={<MarketingIcon name={audience.icon} />}
            >
              <CheckList items={audience.benefits} />
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="outcomes" tone="ink" {...homeSections.claims}>
        <StatGrid stats={outcomeStats} inverse />
        <TrustBadges badges={trustBadges} />
      </Section>

      <Section id="newsletter" tone="brand" {...homeSections.newsletter}>
        <div className="mx-auto max-w-xl rounded-card bg-card p-4 text-foreground shadow-xl sm:p-6">
          <SubscribeForm source="newsletter" finePrint={newsletterFinePrint} />
        </div>
      </Section>
    </>
  );
}
