import { AgentPreview } from "@/components/marketing/agent-preview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-advisor");

export default function CareerAdvisorPage() {
  return <AgentPreview path="/career-advisor" />;
}
