import GetStartedPage from "@/app/(site)/(marketing)/get-started/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/get-started", "hi");

export default inHindi(GetStartedPage);
