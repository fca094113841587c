import { FeatureList } from "@/components/marketing/feature-grid";
import { GetNotifiedLink, NotifySignup } from "@/components/marketing/notify-signup";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pricingSoon } from "@/content/launch";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/pricing-page");

export default function PricingPage() {
  const { hero, promises, signup } = pricingSoon;
  return (
    <>
      <PageHero
        {...hero}
        title={getRoute("/pricing-page").heading}
        button={<GetNotifiedLink label={hero.notifyLabel} />}
        mood="warm"
      />

      <Section id="promises" split {...promises}>
        <FeatureList items={promises.items} />
      </Section>

      <NotifySignup source="pricing" {...signup} />
    </>
  );
}
