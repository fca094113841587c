import { FeatureGrid } from "@/app/(marketing)/_components/feature-grid";
import { GetNotifiedLink, NotifySignup } from "@/app/(marketing)/_components/notify-signup";
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
        eyebrow={hero.eyebrow}
        title={getRoute("/launching-soon").heading}
        description={hero.description}
        actions={<GetNotifiedLink label={hero.notifyLabel} />}
      />

      <Section
        id="features"
        eyebrow={features.eyebrow}
        title={features.title}
        description={features.description}
      >
        <FeatureGrid items={features.items} />
      </Section>

      <NotifySignup source="launching-soon" copy={signup} />
    </>
  );
}
