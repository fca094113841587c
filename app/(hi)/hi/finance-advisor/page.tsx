import FinanceAdvisorPage from "@/app/(site)/(marketing)/finance-advisor/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/finance-advisor", "hi");

export default inHindi(FinanceAdvisorPage);
