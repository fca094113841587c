import ContactPage from "@/app/(site)/(marketing)/contact/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact", "hi");

export default inHindi(ContactPage);
