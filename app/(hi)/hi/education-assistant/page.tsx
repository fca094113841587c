import EducationAssistantPage from "@/app/(site)/(marketing)/education-assistant/page";
import { inHindi } from "@/lib/i18n/hindi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/education-assistant", "hi");

export default inHindi(EducationAssistantPage);
