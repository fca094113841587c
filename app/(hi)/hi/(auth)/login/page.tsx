import LoginPage from "@/app/(site)/(auth)/login/page";
import { authPageMetadata } from "@/lib/metadata";
import { inHindi } from "@/lib/i18n/hindi-page";

export const metadata = authPageMetadata("login", "hi");

export default inHindi(LoginPage);
