import { AgentPage } from "@/components/marketing/agent-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-advisor");

export default function CareerAdvisorPage() {
  return <AgentPage path="/career-advisor" />;
}
