import AboutPage from "@/app/(site)/(marketing)/about/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/about", "hi");

export default inHindi(AboutPage);
