import PrivacyPage from "@/app/(site)/(marketing)/privacy/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/privacy", "hi");

export default inHindi(PrivacyPage);
