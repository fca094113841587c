import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/get-started");

export default function GetStartedPage() {
  return <ComingSoonPage path="/get-started" eyebrow="Your account" back="history" />;
}
