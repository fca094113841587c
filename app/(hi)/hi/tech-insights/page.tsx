import TechInsightsPage from "@/app/(site)/(marketing)/tech-insights/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/tech-insights", "hi");

export default inHindi(TechInsightsPage);
