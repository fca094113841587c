import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { StepList } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { copy } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/launching-soon");

export default function LaunchingSoonPage() {
  const { launchingSoon } = copy().launch;
  const { hero, features } = launchingSoon;
  return (
    <ComingSoonPage path="/launching-soon" {...hero}>
      <Section id="features" split {...features}>
        <StepList steps={features.items} />
      </Section>
    </ComingSoonPage>
  );
}
