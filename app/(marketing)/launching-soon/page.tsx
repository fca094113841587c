import { Bell } from "lucide-react";

import { FeatureGrid } from "@/app/(marketing)/_components/feature-grid";
import { NotifyForm } from "@/components/forms/notify-form";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { launchingSoon, NOTIFY_ANCHOR } from "@/content/launch";
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
        actions={
          // A plain fragment link: the browser scrolls to the e-mail field and focuses it.
          <Button asChild size="lg">
            <a href={`#${NOTIFY_ANCHOR}`}>
              <Bell aria-hidden="true" />
              {hero.notifyLabel}
            </a>
          </Button>
        }
      />

      <Section
        id="features"
        eyebrow={features.eyebrow}
        title={features.title}
        description={features.description}
      >
        <FeatureGrid items={features.items} />
      </Section>

      <Section
        id="signup"
        tone="muted"
        eyebrow={signup.eyebrow}
        title={signup.title}
        description={signup.description}
      >
        <div className="mx-auto max-w-xl rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
          <NotifyForm id={NOTIFY_ANCHOR} source="launching-soon" buttonLabel={signup.buttonLabel} />
          <p className="text-sm text-muted-foreground">{signup.finePrint}</p>
        </div>
      </Section>
    </>
  );
}
