import { StepList } from "@/components/marketing/feature-grid";
import { NotifyCard } from "@/components/marketing/notify-signup";
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
        mood="night"
        className="[--hero-aside:28rem]"
        aside={
          // Beside the text on a wide screen, under it on a phone: on the first screen either way.
          <NotifyCard
            id={NOTIFY_ANCHOR}
            heading={hero.notifyLabel}
            source="launching-soon"
            buttonLabel={signup.buttonLabel}
            finePrint={signup.finePrint}
            className="mt-10 lg:mt-0"
          />
        }
      />

      <Section id="features" split {...features}>
        <StepList steps={features.items} />
      </Section>
    </>
  );
}
