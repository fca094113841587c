import type { Metadata } from "next";

import { AuthCard, textLinkClass } from "@/components/auth/auth-card";
import { CardPage, EmailAddress } from "@/components/auth/card-page";
import { LinkProblem } from "@/components/auth/link-problem";
import { LinkUnavailable } from "@/components/auth/link-unavailable";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { findPendingSubscription } from "@/lib/subscriptions/confirmation";
import { LIST_NAMES } from "@/lib/subscriptions/links";
import { lookupForPage } from "@/lib/subscriptions/token-call";
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@/lib/validations/subscribe";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  description: "Confirm a Gurukul Code subscription.",
  // A page per request: never indexed, and not in the sitemap.
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function confirmedSource(value: unknown): SubscriptionSource | null {
  return SUBSCRIPTION_SOURCES.find((source) => source === value) ?? null;
}

/**
 * Where the link of a confirmation e-mail lands. It names the address and the list, and only the
 * button confirms: a plain form post, so it works without JavaScript, and a link scanner that
 * opens the link subscribes nobody.
 */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const confirmed = confirmedSource(params.confirmed);
  const token = typeof params.token === "string" ? params.token : "";
  const failedBefore = params.error === "backend_unavailable";

  if (confirmed) {
    return (
      <CardPage>
        <AuthCard
          title="You're subscribed"
          description={<>Thank you for confirming. You will receive {LIST_NAMES[confirmed]}.</>}
        >
          <p data-testid="subscription-confirmed" className="text-muted-foreground">
            Every e-mail we send has a link to unsubscribe, and you can leave any list from your
            profile too.
          </p>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link href="/">Back to home</Link>
          </Button>
        </AuthCard>
      </CardPage>
    );
  }

  const lookup = await lookupForPage(
    "/confirm-subscription",
    { event: "subscription.lookup_failed", message: "subscription lookup failed" },
    () => findPendingSubscription(token),
  );

  return (
    <CardPage>
      {lookup === "unavailable" ? (
        <LinkUnavailable validFor="for 7 days" />
      ) : lookup === "unknown" ? (
        <AuthCard title="This link doesn't work" description="We couldn't find this request.">
          <p className="text-muted-foreground">
            It may have been used already, or it is more than 7 days old. Subscribe again on our
            site for a new link, or{" "}
            <Link href="/contact" className={textLinkClass}>
              write to us
            </Link>
            .
          </p>
        </AuthCard>
      ) : (
        <AuthCard
          title="Confirm your subscription"
          description={
            <>
              Send {LIST_NAMES[lookup.source]} to <EmailAddress>{lookup.email}</EmailAddress>?
            </>
          }
        >
          {failedBefore ? (
            <LinkProblem>We couldn&apos;t confirm just now. Please try again.</LinkProblem>
          ) : null}
          <form method="post" action={`/api/subscribe/confirm?token=${token}`}>
            <Button type="submit" size="lg" className="w-full">
              Confirm subscription
            </Button>
          </form>
          <p className="mt-4 text-sm text-muted-foreground">
            Didn&apos;t ask for this? Close this page: nothing is sent unless you confirm. Read our{" "}
            <Link href="/privacy" className={textLinkClass}>
              privacy notice
            </Link>
            .
          </p>
        </AuthCard>
      )}
    </CardPage>
  );
}
