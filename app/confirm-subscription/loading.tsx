import { FramedCardLoading } from "@/components/ui/card-loading";

/** While the subscription the link names is looked up. */
export default function ConfirmSubscriptionLoading() {
  return <FramedCardLoading label="Looking up your subscription..." />;
}
