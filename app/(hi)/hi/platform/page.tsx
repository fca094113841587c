import PlatformPage from "@/app/(site)/(marketing)/platform/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/platform", "hi");

export default inHindi(PlatformPage);
