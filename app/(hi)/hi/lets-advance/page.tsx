import LetsAdvancePage from "@/app/(site)/(marketing)/lets-advance/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/lets-advance", "hi");

export default inHindi(LetsAdvancePage);
