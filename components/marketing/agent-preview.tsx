import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { FeatureList } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { agentFeatures, type AgentPath } from "@/content/agents";

/** An AI agent that is announced but not open yet: the coming-soon layout, then its features. */
export function AgentPreview({ path }: { path: AgentPath }) {
  return (
    <ComingSoonPage path={path} eyebrow="AI agent" back="home">
      <Section id="features" title="Features">
        <FeatureList items={agentFeatures[path]} columns={3} />
      </Section>
    </ComingSoonPage>
  );
}
