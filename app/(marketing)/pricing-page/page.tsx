import { Bell } from "lucide-react";

import { FeatureGrid } from "@/app/(marketing)/_components/feature-grid";
import { NotifyForm } from "@/components/forms/notify-form";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { NOTIFY_ANCHOR, pricingSoon } from "@/content/launch";
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
        id="promises"
        eyebrow={promises.eyebrow}
        title={promises.title}
        description={promises.description}
      >
        <FeatureGrid items={promises.items} columns={4} />
      </Section>

      <Section
        id="signup"
        tone="muted"
        eyebrow={signup.eyebrow}
        title={signup.title}
        description={signup.description}
      >
        <div className="mx-auto max-w-xl rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
          <NotifyForm id={NOTIFY_ANCHOR} source="pricing" buttonLabel={signup.buttonLabel} />
          <p className="text-sm text-muted-foreground">{signup.finePrint}</p>
        </div>
      </Section>
    </>
  );
}
