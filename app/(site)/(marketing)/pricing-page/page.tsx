import { CallbackCard } from "@/components/forms/callback-card";
import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { FeatureList } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { pricingSoon } from "@/content/launch";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/pricing-page");

export default function PricingPage() {
  const { hero, promises } = pricingSoon;
  return (
    <ComingSoonPage path="/pricing-page" {...hero}>
      <Section id="promises" split {...promises}>
        <FeatureList items={promises.items} />
      </Section>
      <Section id="callback" tone="muted">
        <CallbackCard page="/pricing-page" className="mx-auto max-w-3xl" />
      </Section>
    </ComingSoonPage>
  );
}
