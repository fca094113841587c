import LaunchingSoonPage from "@/app/(site)/(marketing)/launching-soon/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/launching-soon", "hi");

export default inHindi(LaunchingSoonPage);
