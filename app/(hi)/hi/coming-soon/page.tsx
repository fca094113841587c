import ComingSoonPage from "@/app/(site)/(marketing)/coming-soon/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/coming-soon", "hi");

export default inHindi(ComingSoonPage);
