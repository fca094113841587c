import type { ReactNode } from "react";

import { Icon } from "@/components/icons/icon";
import { arrowLeftIcon, bellIcon } from "@/components/icons/drawings";
import { ComingSoonBadge, ComingSoonNotice } from "@/components/marketing/coming-soon-notice";
import { GoBackButton } from "@/components/marketing/go-back-button";
import { PageHero } from "@/components/marketing/page-hero";
import { Card } from "@/components/ui/card";
import { HomeButton } from "@/components/ui/home-button";
import { type ComingSoonPath } from "@/content/coming-soon";
import { copy, routeIn } from "@/lib/i18n/copy";

type ComingSoonPageProps = {
  path: ComingSoonPath;
  eyebrow: string;
  /** The hero's text; the route's description when unset. */
  description?: string;
  /**
   * The spec's own way back: Go Back on the placeholders (one step in history), Return to Home
   * on the agent previews, none on the launch, pricing and community pages.
   */
  back?: "history" | "home";
  /** Sections under the hero: the features, promises or preview of what is coming. */
  children?: ReactNode;
};

/**
 * The one layout of a page announcing something not yet live: a night hero with the notice
 * (notify-me form and a way on) beside the text on a wide screen, under it on a phone, so the
 * form is on the first screen either way.
 */
export function ComingSoonPage({
  path,
  eyebrow,
  description,
  back,
  children,
}: ComingSoonPageProps) {
  const content = copy();
  const { comingSoonOffers } = content.comingSoon;
  const { NOTIFY_ANCHOR } = content.launch;
  const route = routeIn(path);
  const offer = comingSoonOffers[path];
  const headingId = "coming-soon-notice-title";
  const getNotified = offer.heading === "Get Notified";
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={route.heading}
        description={description ?? route.description}
        mood="night"
        className="[--hero-aside:28rem]"
        aside={
          <Card
            as="section"
            aria-labelledby={headingId}
            className="mx-auto mt-10 max-w-xl sm:p-8 lg:mt-0"
          >
            <ComingSoonNotice
              offer={offer}
              fieldId={NOTIFY_ANCHOR}
              title={
                <>
                  <ComingSoonBadge />
                  <h2 id={headingId} className="mt-3 text-xl font-bold">
                    {getNotified ? (
                      // The spec's "Get Notified" button: a link to the field it names.
                      <a
                        href={`#${NOTIFY_ANCHOR}`}
                        className="inline-flex items-center gap-2 text-primary hover:underline"
                      >
                        <Icon drawing={bellIcon} className="size-5" />
                        {offer.heading}
                      </a>
                    ) : (
                      offer.heading
                    )}
                  </h2>
                </>
              }
              back={
                back === "history" ? (
                  <GoBackButton size="default">
                    <Icon drawing={arrowLeftIcon} />
                    Go Back
                  </GoBackButton>
                ) : back === "home" ? (
                  <HomeButton variant="ghost" size="default" />
                ) : null
              }
            />
          </Card>
        }
      />
      {children}
    </>
  );
}
