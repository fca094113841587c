import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/learning-center");

export default function LearningCenterPage() {
  return <ComingSoonPage path="/learning-center" eyebrow="Let's Advance" back="history" />;
}
