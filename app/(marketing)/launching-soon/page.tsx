import { FeatureGrid } from "@/components/marketing/feature-grid";
import { GetNotifiedLink, NotifySignup } from "@/components/marketing/notify-signup";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { launchingSoon } from "@/content/launch";
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
        button={<GetNotifiedLink label={hero.notifyLabel} />}
      />

      <Section id="features" {...features}>
        <FeatureGrid items={features.items} />
      </Section>

      <NotifySignup source="launching-soon" {...signup} />
    </>
  );
}
