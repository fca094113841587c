import FincodePage from "@/app/(site)/(marketing)/fincode/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/fincode", "hi");

export default inHindi(FincodePage);
