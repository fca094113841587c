import CommunityPage from "@/app/(site)/(marketing)/community/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/community", "hi");

export default inHindi(CommunityPage);
