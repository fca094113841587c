import AuthLayout from "@/app/(site)/(auth)/layout";
import { inHindi } from "@/lib/i18n/hindi-page";

export default inHindi(AuthLayout);
