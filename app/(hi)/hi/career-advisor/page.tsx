import CareerAdvisorPage from "@/app/(site)/(marketing)/career-advisor/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-advisor", "hi");

export default inHindi(CareerAdvisorPage);
