import { AgentPreview } from "@/components/marketing/agent-preview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/education-assistant");

export default function EducationAssistantPage() {
  return <AgentPreview path="/education-assistant" />;
}
