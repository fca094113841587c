import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard, textLinkClass } from "@/components/auth/auth-card";
import { CardPage, EmailAddress } from "@/components/auth/card-page";
import { LinkProblem } from "@/components/auth/link-problem";
import { LinkUnavailable } from "@/components/auth/link-unavailable";
import { Button } from "@/components/ui/button";
import { LIST_NAMES, oneClickUnsubscribeUrl } from "@/lib/subscriptions/links";
import { lookupForPage } from "@/lib/subscriptions/token-call";
import { findSubscription } from "@/lib/subscriptions/unsubscribe";

export const metadata: Metadata = {
  title: "Unsubscribe",
  description: "Stop e-mails from Gurukul Code.",
  // A page per subscriber: never indexed, and not in the sitemap.
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where the unsubscribe link of every e-mail lands. It names the address and the list, and only
 * the button unsubscribes: a plain form post, so it works before (or without) JavaScript, and
 * link scanners that open the link change nothing.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const failedBefore = params.error === "backend_unavailable";

  const lookup = await lookupForPage(
    "/unsubscribe",
    { event: "unsubscribe.lookup_failed", message: "unsubscribe: lookup failed" },
    () => findSubscription(token),
  );

  return (
    <CardPage>
      {lookup === "unavailable" ? (
        <LinkUnavailable />
      ) : lookup === "unknown" ? (
        <AuthCard title="This link doesn't work" description="We couldn't find this subscription.">
          <p className="text-muted-foreground">
            The link may be incomplete, or you may have signed up again since, which gives every
            e-mail a new link. Use the unsubscribe link in our latest e-mail, or{" "}
            <Link href="/contact" className={textLinkClass}>
              write to us
            </Link>{" "}
            and we will take you off the list.
          </p>
        </AuthCard>
      ) : lookup.unsubscribed ? (
        <AuthCard
          title="You're unsubscribed"
          description={
            <>
              <EmailAddress>{lookup.email}</EmailAddress> will no longer receive{" "}
              {LIST_NAMES[lookup.source]}.
            </>
          }
        >
          <p data-testid="unsubscribe-confirmation" className="text-muted-foreground">
            We keep the address on our do-not-mail list so it is never written to by mistake.
            Changed your mind? Signing up again on our site subscribes you afresh.
          </p>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link href="/">Back to home</Link>
          </Button>
        </AuthCard>
      ) : (
        <AuthCard
          title="Unsubscribe"
          description={
            <>
              Stop sending {LIST_NAMES[lookup.source]} to{" "}
              <EmailAddress>{lookup.email}</EmailAddress>?
            </>
          }
        >
          {failedBefore ? (
            <LinkProblem>We couldn&apos;t unsubscribe you just now. Please try again.</LinkProblem>
          ) : null}
          <form method="post" action={oneClickUnsubscribeUrl("", token)}>
            <Button type="submit" size="lg" className="w-full">
              Unsubscribe
            </Button>
          </form>
          <p className="mt-4 text-sm text-muted-foreground">
            Other lists you joined are not affected.
          </p>
        </AuthCard>
      )}
    </CardPage>
  );
}
