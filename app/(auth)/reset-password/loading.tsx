import { CardLoading } from "@/components/ui/card-loading";

/** While the recovery session is checked. */
export default function ResetPasswordLoading() {
  return <CardLoading label="Checking your reset link..." className="mt-4" />;
}
