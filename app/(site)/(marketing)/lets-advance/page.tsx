import { Link } from "@/components/ui/link";

import { InkCard } from "@/components/marketing/ink-card";
import { MarketingIcon } from "@/components/marketing/marketing-icon";
import { Icon } from "@/components/icons/icon";
import { circleCheckIcon } from "@/components/icons/drawings";
import { CardGrid, CheckList, FeatureCard } from "@/components/marketing/cards";
import { ComingNext } from "@/components/marketing/coming-next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { pageMetadata } from "@/lib/metadata";
import { carouselLabel, copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/lets-advance");

export default function LetsAdvancePage() {
  const { letsAdvance } = copy().letsAdvance;
  const { hero, purpose, pillars, programs, experience, cta } = letsAdvance;
  const { mentorship } = experience;
  return (
    <div className="tint-advance">
      <PageHero {...hero} title={routeIn("/lets-advance").heading} art="advance" />

      <Section id="vision-and-mission" tone="muted" {...purpose}>
        <CardGrid columns={2} carousel={carouselLabel(purpose.title)}>
          {[purpose.vision, purpose.mission].map((statement) => (
            <FeatureCard
              key={statement.title}
              {...statement}
              icon={<MarketingIcon name={statement.icon} />}
            />
          ))}
        </CardGrid>
      </Section>

      <Section id="pillars" {...pillars}>
        <CardGrid carousel={carouselLabel(pillars.title)}>
          {pillars.items.map((pillar) => (
            <FeatureCard key={pillar.title} {...pillar} icon={<MarketingIcon name={pillar.icon} />}>
              <CheckList items={pillar.items} />
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="programs" tone="ink" {...programs}>
        <CardGrid carousel={carouselLabel(programs.title)}>
          {programs.items.map((program) => (
            <InkCard key={program.title} {...program} />
          ))}
        </CardGrid>
      </Section>

      <Section id="experience" tone="muted" {...experience}>
        <div className="grid gap-6 sm:gap-8 lg:grid-cols-2 lg:items-start">
          <ul className="space-y-3 sm:space-y-4">
            {experience.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-xl bg-card p-3 shadow-sm sm:p-4">
                <Icon drawing={circleCheckIcon} className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="text-foreground">{point}</span>
              </li>
            ))}
          </ul>
          <Card variant="soft" className="sm:p-8">
            <MarketingIcon name="handshake" className="size-8 text-primary" />
            <h3 className="mt-4 text-xl font-bold text-balance">{mentorship.title}</h3>
            <p className="mt-3 text-pretty text-muted-foreground">{mentorship.description}</p>
            <Button asChild size="wrap" className="mt-6">
              <Link href={mentorship.action.href}>{mentorship.action.label}</Link>
            </Button>
          </Card>
        </div>
      </Section>

      <ComingNext from="/lets-advance" />

      <CtaBand {...cta} />
    </div>
  );
}
