import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { FeatureList } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { type AgentPath } from "@/content/agents";
import { copy } from "@/lib/i18n/copy";

/** An AI agent that is announced but not open yet: the coming-soon layout, then its features. */
export function AgentPreview({ path }: { path: AgentPath }) {
  const { agentFeatures } = copy().agents;
  return (
    <ComingSoonPage path={path} eyebrow="AI agent" back="home">
      <Section id="features" title="Features">
        <FeatureList items={agentFeatures[path]} columns={3} />
      </Section>
    </ComingSoonPage>
  );
}
