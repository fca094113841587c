import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/explore-courses");

export default function ExploreCoursesPage() {
  return <ComingSoonPage path="/explore-courses" eyebrow="Career Development" back="history" />;
}
