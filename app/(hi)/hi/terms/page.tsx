import TermsPage from "@/app/(site)/(marketing)/terms/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/terms", "hi");

export default inHindi(TermsPage);
