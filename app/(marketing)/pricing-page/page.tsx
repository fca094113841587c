import { FeatureGrid } from "@/app/(marketing)/_components/feature-grid";
import { GetNotifiedLink, NotifySignup } from "@/app/(marketing)/_components/notify-signup";
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
        eyebrow={hero.eyebrow}
        title={getRoute("/pricing-page").heading}
        description={hero.description}
        actions={<GetNotifiedLink label={hero.notifyLabel} />}
      />

      <Section
        id="promises"
        eyebrow={promises.eyebrow}
        title={promises.title}
        description={promises.description}
      >
        <FeatureGrid items={promises.items} columns={4} />
      </Section>

      <NotifySignup source="pricing" copy={signup} />
    </>
  );
}
