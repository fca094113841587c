import { AgentPage } from "@/components/marketing/agent-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/tech-insights");

export default function TechInsightsPage() {
  return <AgentPage path="/tech-insights" />;
}
