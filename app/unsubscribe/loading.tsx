import { FramedCardLoading } from "@/components/ui/card-loading";

/** While the subscription the link names is looked up. */
export default function UnsubscribeLoading() {
  return <FramedCardLoading label="Looking up your subscription..." />;
}
