import { CallbackCard } from "@/components/forms/callback-card";
import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { FeatureList } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { copy } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/pricing-page");

export default function PricingPage() {
  const { pricingSoon } = copy().launch;
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
