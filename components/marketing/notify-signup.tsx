import type { ComponentProps } from "react";

import { SubscribeForm } from "@/components/forms/subscribe-form";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { SectionCopy } from "@/content/copy-types";
import { NOTIFY_ANCHOR } from "@/content/launch";
import { cn } from "@/lib/utils";

/** The hero's "Get Notified": a plain fragment link, so the browser scrolls to and focuses the field. */
export function GetNotifiedLink({ label, onDark = false }: { label: string; onDark?: boolean }) {
  return (
    <Button asChild size="lg" variant={onDark ? "accent" : "default"}>
      <a href={`#${NOTIFY_ANCHOR}`}>
        <SpriteIcon name="bell" />
        {label}
      </a>
    </Button>
  );
}

type Source = ComponentProps<typeof SubscribeForm>["source"];

type NotifyCardProps = {
  source: Source;
  buttonLabel: string;
  finePrint: string;
  /** Set where "Get Notified" points at this field. */
  id?: string;
  /**
   * The card's heading, as a link to the field: where the form sits on the first screen, the
   * spec's "Get Notified" is this heading rather than a second button competing with the form's.
   */
  heading?: string;
  className?: string;
};

/** The notify-me form on a card, with its fine print. */
export function NotifyCard({
  source,
  buttonLabel,
  finePrint,
  id,
  heading,
  className,
}: NotifyCardProps) {
  return (
    <Card className={cn("mx-auto max-w-xl text-left text-foreground sm:p-8", className)}>
      {heading ? (
        <h2 className="mb-4 text-lg font-bold">
          <a
            href={`#${id}`}
            className="inline-flex items-center gap-2 text-primary hover:underline"
          >
            <SpriteIcon name="bell" className="size-5" />
            {heading}
          </a>
        </h2>
      ) : null}
      <SubscribeForm id={id} source={source} buttonLabel={buttonLabel} />
      <p className="text-sm text-muted-foreground">{finePrint}</p>
    </Card>
  );
}

type NotifySignupProps = SectionCopy & {
  source: Source;
  buttonLabel: string;
  finePrint: string;
};

/** The closing band of a coming-soon page: the notify-me form that "Get Notified" points at. */
export function NotifySignup({ source, buttonLabel, finePrint, ...heading }: NotifySignupProps) {
  return (
    <Section id="signup" tone="brand" split {...heading}>
      <NotifyCard
        id={NOTIFY_ANCHOR}
        source={source}
        buttonLabel={buttonLabel}
        finePrint={finePrint}
        className="lg:mt-2"
      />
    </Section>
  );
}
