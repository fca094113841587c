import { SpriteIcon } from "@/components/icons/sprite-icon";
import { FeatureList } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Card } from "@/components/ui/card";
import { HomeButton } from "@/components/ui/home-button";
import { agentFeatures, type AgentPath } from "@/content/agents";
import { getRoute } from "@/content/routes";

/**
 * Placeholder for an AI agent that is announced but not open yet: a night hero like the other
 * coming-soon pages, its Coming Soon card beside the text, and the features under it.
 */
export function AgentPage({ path }: { path: AgentPath }) {
  const route = getRoute(path);
  return (
    <>
      <PageHero
        eyebrow="AI agent"
        title={route.heading}
        description={route.description}
        mood="night"
        aside={
          <Card
            data-testid="coming-soon-card"
            variant="ink"
            className="mx-auto mt-10 max-w-xl p-8 text-center lg:mt-0"
          >
            <SpriteIcon name="bot" className="mx-auto size-10 text-ink-accent" />
            <h2 className="mt-4 text-2xl font-bold text-ink-heading">Coming Soon</h2>
            <p className="mt-2">
              We are training and testing this agent with learners now. It opens to everyone soon.
            </p>
            <HomeButton variant="accent" className="mt-6" />
          </Card>
        }
      />
      <Section id="features" title="Features">
        <FeatureList items={agentFeatures[path]} className="lg:grid-cols-3" />
      </Section>
    </>
  );
}
