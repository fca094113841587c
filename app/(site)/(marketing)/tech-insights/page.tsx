import { AgentPreview } from "@/components/marketing/agent-preview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/tech-insights");

export default function TechInsightsPage() {
  return <AgentPreview path="/tech-insights" />;
}
