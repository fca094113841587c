import EnterprisePage from "@/app/(site)/(marketing)/enterprise/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/enterprise", "hi");

export default inHindi(EnterprisePage);
