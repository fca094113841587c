import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/coming-soon");

export default function PartnersComingSoonPage() {
  return <ComingSoonPage path="/coming-soon" eyebrow="Partner programme" back="history" />;
}
