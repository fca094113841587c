import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { FeatureGrid, StepList } from "@/app/(marketing)/_components/feature-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { about } from "@/content/about";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/about");

export default function AboutPage() {
  const { hero, purpose, values, journey, layers, cta } = about;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={getRoute("/about").heading}
        description={hero.description}
      />

      <Section
        id="purpose"
        eyebrow={purpose.eyebrow}
        title={purpose.title}
        description={purpose.description}
      >
        <FeatureGrid items={purpose.items} columns={2} />
      </Section>

      <Section
        id="values"
        tone="muted"
        eyebrow={values.eyebrow}
        title={values.title}
        description={values.description}
      >
        <FeatureGrid items={values.items} columns={4} />
      </Section>

      <Section
        id="journey"
        eyebrow={journey.eyebrow}
        title={journey.title}
        description={journey.description}
      >
        <StepList steps={journey.steps} />
      </Section>

      <Section
        id="infrastructure"
        tone="muted"
        eyebrow={layers.eyebrow}
        title={layers.title}
        description={layers.description}
      >
        <FeatureGrid items={layers.items} />
      </Section>

      <CtaBand title={cta.title} description={cta.description}>
        <ActionLinks actions={cta.actions} onDark />
      </CtaBand>
    </>
  );
}
