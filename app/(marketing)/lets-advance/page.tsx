import Link from "next/link";

import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { InkCard } from "@/app/(marketing)/_components/ink-card";
import { MarketingIcon } from "@/app/(marketing)/_components/marketing-icon";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Card, CardGrid, CheckList } from "@/components/marketing/cards";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { letsAdvance } from "@/content/lets-advance";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/lets-advance");

export default function LetsAdvancePage() {
  const { hero, purpose, pillars, programs, experience, cta } = letsAdvance;
  const { mentorship } = experience;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={getRoute("/lets-advance").heading}
        description={hero.description}
        actions={<ActionLinks actions={hero.actions} />}
      />

      <Section id="vision-and-mission" tone="muted" eyebrow={purpose.eyebrow} title={purpose.title}>
        <CardGrid columns={2}>
          {[purpose.vision, purpose.mission].map((statement, index) => (
            <Card
              key={statement.title}
              index={index}
              title={statement.title}
              description={statement.description}
              icon={<MarketingIcon name={statement.icon} />}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        id="pillars"
        eyebrow={pillars.eyebrow}
        title={pillars.title}
        description={pillars.description}
      >
        <CardGrid>
          {pillars.items.map((pillar, index) => (
            <Card
              key={pillar.title}
              index={index}
              title={pillar.title}
              description={pillar.description}
              icon={<MarketingIcon name={pillar.icon} />}
            >
              <CheckList items={pillar.items} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="programs"
        tone="ink"
        eyebrow={programs.eyebrow}
        title={programs.title}
        description={programs.description}
      >
        <CardGrid>
          {programs.items.map((program, index) => (
            <InkCard
              key={program.title}
              index={index}
              icon={program.icon}
              title={program.title}
              description={program.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section id="experience" tone="muted" eyebrow={experience.eyebrow} title={experience.title}>
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          <ul className="space-y-4">
            {experience.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
                <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="text-foreground">{point}</span>
              </li>
            ))}
          </ul>
          <div className="rounded-card border border-primary/20 bg-primary-soft p-6 sm:p-8">
            <MarketingIcon name="handshake" className="size-8 text-primary" />
            <h3 className="mt-4 text-xl font-bold text-balance">{mentorship.title}</h3>
            <p className="mt-3 text-pretty text-muted-foreground">{mentorship.description}</p>
            <Button asChild size="wrap" className="mt-6">
              <Link href={mentorship.action.href}>{mentorship.action.label}</Link>
            </Button>
          </div>
        </div>
      </Section>

      <CtaBand title={cta.title} description={cta.description}>
        <ActionLinks actions={cta.actions} onDark />
      </CtaBand>
    </>
  );
}
