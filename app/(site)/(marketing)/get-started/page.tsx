import { FeatureList } from "@/components/marketing/feature-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { registration } from "@/content/registration";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/get-started");

export default function GetStartedPage() {
  const { hero, today, cta } = registration;
  return (
    <>
      <PageHero {...hero} title={getRoute("/get-started").heading} />
      <Section id="available-now" split {...today}>
        <FeatureList items={today.items} columns={3} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
