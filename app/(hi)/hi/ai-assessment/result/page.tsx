import AssessmentResultPage from "@/app/(site)/(marketing)/ai-assessment/result/page";
import { inHindi } from "@/lib/i18n/hindi-page";

export { metadata } from "@/app/(site)/(marketing)/ai-assessment/result/page";

export default inHindi(AssessmentResultPage);
