import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-updates");

export default function AiUpdatesPage() {
  return <ComingSoonPage path="/ai-updates" />;
}
