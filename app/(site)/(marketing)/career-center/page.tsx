import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-center");

export default function CareerCenterPage() {
  return <ComingSoonPage path="/career-center" eyebrow="Career Development" back="history" />;
}
