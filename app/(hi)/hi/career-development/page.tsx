import CareerDevelopmentPage from "@/app/(site)/(marketing)/career-development/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/career-development", "hi");

export default inHindi(CareerDevelopmentPage);
