import ExploreCoursesPage from "@/app/(site)/(marketing)/explore-courses/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/explore-courses", "hi");

export default inHindi(ExploreCoursesPage);
