import { AgentPreview } from "@/components/marketing/agent-preview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/finance-advisor");

export default function FinanceAdvisorPage() {
  return <AgentPreview path="/finance-advisor" />;
}
