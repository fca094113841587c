import { FeatureList } from "@/components/marketing/feature-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/get-started");

export default function GetStartedPage() {
  const { registration } = copy().registration;
  const { hero, today, cta } = registration;
  return (
    <>
      <PageHero {...hero} title={routeIn("/get-started").heading} />
      <Section id="available-now" split {...today}>
        <FeatureList items={today.items} columns={3} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
