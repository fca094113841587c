import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { FeatureGrid, StepList } from "@/app/(marketing)/_components/feature-grid";
import { AssessmentDialog } from "@/app/(marketing)/ai-assessment/_components/assessment-dialog";
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
        <FeatureGrid items={pillars.items} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow={steps.eyebrow}
        title={steps.title}
        description={steps.description}
      >
        <StepList steps={steps.items} />
      </Section>

      <Section
        id="benefits"
        eyebrow={benefits.eyebrow}
        title={benefits.title}
        description={benefits.description}
      >
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>

      <CtaBand title={cta.title} description={cta.description}>
        <ActionLinks actions={cta.actions} onDark />
      </CtaBand>
    </>
  );
}
