import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { MarketingIcon } from "@/app/(marketing)/_components/marketing-icon";
import { AssessmentDialog } from "@/app/(marketing)/ai-assessment/_components/assessment-dialog";
import { Card, CardGrid } from "@/components/marketing/cards";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { assessment } from "@/content/assessment";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-assessment");

export default function AiAssessmentPage() {
  const { hero, pillars, steps, benefits, cta } = assessment;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={getRoute("/ai-assessment").heading}
        description={hero.description}
        actions={<AssessmentDialog label={hero.startLabel} />}
      />

      <Section
        id="pillars"
        eyebrow={pillars.eyebrow}
        title={pillars.title}
        description={pillars.description}
      >
        <CardGrid>
          {pillars.items.map((item, index) => (
            <Card
              key={item.title}
              index={index}
              title={item.title}
              description={item.description}
              icon={<MarketingIcon name={item.icon} />}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow={steps.eyebrow}
        title={steps.title}
        description={steps.description}
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, index) => (
            <li key={step.title}>
              <Card
                index={index}
                title={step.title}
                description={step.description}
                icon={<span className="text-base font-bold">{index + 1}</span>}
              />
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="benefits"
        eyebrow={benefits.eyebrow}
        title={benefits.title}
        description={benefits.description}
      >
        <CardGrid columns={4}>
          {benefits.items.map((item, index) => (
            <Card
              key={item.title}
              index={index}
              title={item.title}
              description={item.description}
              icon={<MarketingIcon name={item.icon} />}
            />
          ))}
        </CardGrid>
      </Section>

      <CtaBand title={cta.title} description={cta.description}>
        <ActionLinks actions={cta.actions} onDark />
      </CtaBand>
    </>
  );
}
