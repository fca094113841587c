import CareerCenterPage from "@/app/(site)/(marketing)/career-center/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-center", "hi");

export default inHindi(CareerCenterPage);
