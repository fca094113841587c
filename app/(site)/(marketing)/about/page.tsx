import { FeatureGrid, StepList } from "@/components/marketing/feature-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { carouselLabel, copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/about");

export default function AboutPage() {
  const { about } = copy().about;
  const { hero, purpose, values, journey, layers, cta } = about;
  return (
    <>
      <PageHero {...hero} title={routeIn("/about").heading} />

      <Section id="purpose" {...purpose}>
        <FeatureGrid items={purpose.items} columns={2} />
      </Section>

      <Section id="values" tone="muted" {...values}>
        <FeatureGrid items={values.items} columns={4} carousel={carouselLabel(values.title)} />
      </Section>

      <Section id="journey" split {...journey}>
        <StepList steps={journey.steps} />
      </Section>

      <Section id="infrastructure" tone="muted" {...layers}>
        <FeatureGrid items={layers.items} carousel={carouselLabel(layers.title)} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
