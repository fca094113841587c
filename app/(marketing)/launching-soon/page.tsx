import { FeatureGrid } from "@/components/marketing/feature-grid";
import { GetNotifiedLink, NotifyCard } from "@/components/marketing/notify-signup";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { launchingSoon, NOTIFY_ANCHOR } from "@/content/launch";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/launching-soon");

export default function LaunchingSoonPage() {
  const { hero, features, signup } = launchingSoon;
  return (
    <>
      <PageHero
        {...hero}
        title={getRoute("/launching-soon").heading}
        button={<GetNotifiedLink label={hero.notifyLabel} onDark />}
        mood="night"
      >
        {/* In the hero, so the field is on the first screen, on a phone too. */}
        <NotifyCard
          id={NOTIFY_ANCHOR}
          source="launching-soon"
          buttonLabel={signup.buttonLabel}
          finePrint={signup.finePrint}
          className="mt-10"
        />
      </PageHero>

      <Section id="features" {...features}>
        <FeatureGrid items={features.items} />
      </Section>
    </>
  );
}
