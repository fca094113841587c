import Link from "next/link";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { CardGrid, FeatureCard } from "@/components/marketing/cards";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { agentFeatures, type AgentPath } from "@/content/agents";
import { getRoute } from "@/content/routes";

/** Placeholder for an AI agent that is announced but not open yet. */
export function AgentPage({ path }: { path: AgentPath }) {
  const route = getRoute(path);
  return (
    <>
      <PageHero eyebrow="AI agent" title={route.heading} description={route.description} />
      <Section id="features" title="Features" className="pt-0 sm:pt-0">
        <CardGrid>
          {agentFeatures[path].map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </CardGrid>
        <Card
          data-testid="coming-soon-card"
          variant="soft"
          className="mx-auto mt-12 max-w-xl p-8 text-center"
        >
          <SpriteIcon name="bot" className="mx-auto size-10 text-primary" />
          <h3 className="mt-4 text-2xl font-bold">Coming Soon</h3>
          <p className="mt-2 text-muted-foreground">
            We are training and testing this agent with learners now. It opens to everyone soon.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link href="/">
              <SpriteIcon name="house" />
              Return to Home
            </Link>
          </Button>
        </Card>
      </Section>
    </>
  );
}
