import HomePage from "@/app/(site)/(marketing)/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/", "hi");

export default inHindi(HomePage);
