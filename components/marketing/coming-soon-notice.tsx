import type { ReactNode } from "react";

import { SubscribeForm } from "@/components/forms/subscribe-form";
import { Icon } from "@/components/icons/icon";
import { arrowRightIcon, sparklesIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { ComingSoonOffer } from "@/content/coming-soon";
import { cn } from "@/lib/utils";

type ComingSoonNoticeProps = {
  offer: ComingSoonOffer;
  /** The notice's title: a heading on a page, the dialog's title in a dialog. */
  title: ReactNode;
  description?: ReactNode;
  /** Id of the e-mail field, where a "Get Notified" link points at it. */
  fieldId?: string;
  /** The spec's own way back (Go Back, Return to Home, Close), after the way on. */
  back?: ReactNode;
  className?: string;
};

/**
 * Every announcement of something not yet live, on a page or in a dialog: a title, the notify-me
 * form for that product with its fine print, and a way on besides going back.
 */
export function ComingSoonNotice({
  offer,
  title,
  description,
  fieldId,
  back,
  className,
}: ComingSoonNoticeProps) {
  return (
    <div data-testid="coming-soon-card" className={cn("text-left text-foreground", className)}>
      {title}
      {description ? <div className="mt-2 text-muted-foreground">{description}</div> : null}
      <SubscribeForm
        id={fieldId}
        source={offer.list}
        buttonLabel={offer.buttonLabel}
        finePrint={offer.finePrint}
        className="mt-5"
      />
      <nav
        aria-label="More ways on"
        className="mt-6 flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:flex-wrap"
      >
        <Button asChild variant="outline" size="wrap">
          <Link href={offer.wayOn.href}>
            {offer.wayOn.label}
            <Icon drawing={arrowRightIcon} />
          </Link>
        </Button>
        {back}
      </nav>
    </div>
  );
}

/** The "Coming Soon" badge over a notice's heading. */
export function ComingSoonBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
      <Icon drawing={sparklesIcon} className="size-3.5" />
      Coming Soon
    </p>
  );
}
