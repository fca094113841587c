import { AgentPage } from "@/components/marketing/agent-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/education-assistant");

export default function EducationAssistantPage() {
  return <AgentPage path="/education-assistant" />;
}
