import { AgentPage } from "@/components/marketing/agent-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/finance-advisor");

export default function FinanceAdvisorPage() {
  return <AgentPage path="/finance-advisor" />;
}
