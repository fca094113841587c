import ForgotPasswordPage from "@/app/(site)/(auth)/forgot-password/page";
import { authPageMetadata } from "@/lib/metadata";
import { inHindi } from "@/lib/i18n/hindi-page";

export const metadata = authPageMetadata("forgot-password", "hi");

export default inHindi(ForgotPasswordPage);
