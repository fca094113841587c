import AiAssessmentPage from "@/app/(site)/(marketing)/ai-assessment/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-assessment", "hi");

export default inHindi(AiAssessmentPage);
