import LearningCenterPage from "@/app/(site)/(marketing)/learning-center/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/learning-center", "hi");

export default inHindi(LearningCenterPage);
