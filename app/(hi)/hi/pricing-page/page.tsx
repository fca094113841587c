import PricingPagePage from "@/app/(site)/(marketing)/pricing-page/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/pricing-page", "hi");

export default inHindi(PricingPagePage);
