import { FeatureGrid, StepList } from "@/components/marketing/feature-grid";
import { ASSESSMENT_ROOT_ID, StartAssessment } from "@/components/assessment/start-assessment";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/ai-assessment");

export default function AiAssessmentPage() {
  const { assessment } = copy().assessment;
  const { hero, pillars, steps, benefits, cta } = assessment;
  return (
    <>
      <PageHero
        {...hero}
        title={routeIn("/ai-assessment").heading}
        button={<StartAssessment label={hero.startLabel} />}
      />

      {/* The assessment opens here when it starts. */}
      <div id={ASSESSMENT_ROOT_ID} />

      <Section id="pillars" {...pillars}>
        <FeatureGrid items={pillars.items} />
      </Section>

      <Section id="how-it-works" tone="muted" split {...steps}>
        <StepList steps={steps.items} />
      </Section>

      <Section id="benefits" {...benefits}>
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
