import AiUpdatesPage from "@/app/(site)/(marketing)/ai-updates/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-updates", "hi");

export default inHindi(AiUpdatesPage);
