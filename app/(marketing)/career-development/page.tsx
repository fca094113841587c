import Link from "next/link";

import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { MarketingIcon } from "@/app/(marketing)/_components/marketing-icon";
import { JourneySteps } from "@/app/(marketing)/career-development/_components/journey-steps";
import { SuccessStoryCard } from "@/app/(marketing)/career-development/_components/success-story";
import { Card, CardGrid, StatGrid } from "@/components/marketing/cards";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { careerDevelopment } from "@/content/career-development";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-development");

export default function CareerDevelopmentPage() {
  const { hero, features, journey, impact, stories, cta } = careerDevelopment;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={getRoute("/career-development").heading}
        description={hero.description}
        actions={<ActionLinks actions={hero.actions} />}
      />

      <Section
        id="features"
        tone="muted"
        eyebrow={features.eyebrow}
        title={features.title}
        description={features.description}
      >
        <CardGrid>
          {features.items.map((feature, index) => (
            <Card
              key={feature.title}
              index={index}
              title={feature.title}
              description={feature.description}
              icon={<MarketingIcon name={feature.icon} />}
            >
              {feature.demo ? (
                <div className="mt-auto pt-6">
                  <Button asChild variant="outline">
                    <Link href={feature.demo.href}>
                      {feature.demo.label}
                      <span className="sr-only"> of the {feature.title}</span>
                    </Link>
                  </Button>
                </div>
              ) : null}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="journey"
        eyebrow={journey.eyebrow}
        title={journey.title}
        description={journey.description}
      >
        <JourneySteps steps={journey.steps} />
      </Section>

      <Section
        id="impact"
        tone="ink"
        eyebrow={impact.eyebrow}
        title={impact.title}
        description={impact.description}
      >
        <StatGrid stats={impact.stats} inverse />
      </Section>

      <Section id="stories" tone="muted" eyebrow={stories.eyebrow} title={stories.title}>
        <div className="grid gap-6 md:grid-cols-2">
          {stories.items.map((story, index) => (
            <SuccessStoryCard key={story.name} story={story} index={index} />
          ))}
        </div>
      </Section>

      <CtaBand title={cta.title} description={cta.description}>
        <ActionLinks actions={cta.actions} onDark />
      </CtaBand>
    </>
  );
}
