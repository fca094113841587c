import SignupPage from "@/app/(site)/(auth)/signup/page";
import { authPageMetadata } from "@/lib/metadata";
import { inHindi } from "@/lib/i18n/hindi-page";

export const metadata = authPageMetadata("signup", "hi");

export default inHindi(SignupPage);
