import { ActionLinks } from "@/app/(marketing)/_components/action-links";
import { MarketingIcon } from "@/app/(marketing)/_components/marketing-icon";
import { Card, CardGrid } from "@/components/marketing/cards";
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
        <CardGrid columns={2}>
          {purpose.items.map((item, index) => (
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
        id="values"
        tone="muted"
        eyebrow={values.eyebrow}
        title={values.title}
        description={values.description}
      >
        <CardGrid columns={4}>
          {values.items.map((item, index) => (
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
        id="journey"
        eyebrow={journey.eyebrow}
        title={journey.title}
        description={journey.description}
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {journey.steps.map((step, index) => (
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
        id="infrastructure"
        tone="muted"
        eyebrow={layers.eyebrow}
        title={layers.title}
        description={layers.description}
      >
        <CardGrid>
          {layers.items.map((item, index) => (
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
