import { FeatureGrid, StepList } from "@/components/marketing/feature-grid";
import { AssessmentDialog } from "@/app/(site)/(marketing)/ai-assessment/_components/assessment-dialog";
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
        {...hero}
        title={getRoute("/ai-assessment").heading}
        button={<AssessmentDialog label={hero.startLabel} />}
      />

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
