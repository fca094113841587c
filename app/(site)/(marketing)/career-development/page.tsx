import { Link } from "@/components/ui/link";

import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { SuccessStoryCard } from "@/app/(site)/(marketing)/career-development/_components/success-story";
import { CardGrid, FeatureCard, StatGrid } from "@/components/marketing/cards";
import { ComingNext } from "@/components/marketing/coming-next";
import { CtaBand } from "@/components/marketing/cta-band";
import { StepList } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";
import { carouselLabel, copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/career-development");

export default function CareerDevelopmentPage() {
  const { careerDevelopment } = copy().careerDevelopment;
  const { hero, features, journey, impact, stories, cta } = careerDevelopment;
  return (
    <div className="tint-career">
      <PageHero {...hero} title={routeIn("/career-development").heading} art="career" />

      <Section id="features" tone="muted" {...features}>
        <CardGrid carousel={carouselLabel(features.title)}>
          {features.items.map((feature) => (
            <FeatureCard
              key={feature.title}
              {...feature}
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
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="journey" split {...journey}>
        <StepList steps={journey.steps} carousel={carouselLabel(journey.title)} />
      </Section>

      <Section id="impact" tone="ink" {...impact}>
        <StatGrid stats={impact.stats} inverse />
      </Section>

      <Section id="stories" tone="muted" {...stories}>
        <CardGrid columns={2} carousel={carouselLabel(stories.title)}>
          {stories.items.map((story) => (
            <SuccessStoryCard key={story.name} story={story} />
          ))}
        </CardGrid>
      </Section>

      <ComingNext from="/career-development" />

      <CtaBand {...cta} />
    </div>
  );
}
