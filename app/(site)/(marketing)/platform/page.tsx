import { CardGrid } from "@/components/marketing/cards";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PlatformOverview } from "@/app/(site)/(marketing)/platform/_components/platform-overview";
import { ComingNext } from "@/components/marketing/coming-next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { carouselLabel, copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/platform");

export default function PlatformPage() {
  const { platformOverview, platforms } = copy().platforms;
  const { hero, principles, cta } = platformOverview;
  return (
    <>
      <PageHero {...hero} title={routeIn("/platform").heading} art="platform" />

      <Section id="platforms" tone="muted" {...platformOverview.platforms}>
        <CardGrid columns={1} carousel={carouselLabel(platformOverview.platforms.title)}>
          {platforms.map((platform) => (
            <PlatformOverview key={platform.href} platform={platform} />
          ))}
        </CardGrid>
      </Section>

      <Section id="principles" {...principles}>
        <FeatureGrid
          items={principles.items}
          columns={4}
          carousel={carouselLabel(principles.title)}
        />
      </Section>

      <ComingNext from="/platform" />

      <CtaBand {...cta} />
    </>
  );
}
