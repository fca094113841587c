import type { ComponentProps } from "react";

import { NotifyForm } from "@/components/forms/notify-form";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import type { SectionCopy } from "@/content/copy-types";
import { NOTIFY_ANCHOR } from "@/content/launch";

/** The hero's "Get Notified": a plain fragment link, so the browser scrolls to and focuses the field. */
export function GetNotifiedLink({ label }: { label: string }) {
  return (
    <Button asChild size="lg">
      <a href={`#${NOTIFY_ANCHOR}`}>
        <SpriteIcon name="bell" />
        {label}
      </a>
    </Button>
  );
}

type NotifySignupProps = SectionCopy & {
  source: ComponentProps<typeof NotifyForm>["source"];
  buttonLabel: string;
  finePrint: string;
};

/** The closing band of a coming-soon page: the notify-me form that "Get Notified" points at. */
export function NotifySignup({ source, buttonLabel, finePrint, ...heading }: NotifySignupProps) {
  return (
    <Section id="signup" tone="muted" {...heading}>
      <div className="mx-auto max-w-xl rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
        <NotifyForm id={NOTIFY_ANCHOR} source={source} buttonLabel={buttonLabel} />
        <p className="text-sm text-muted-foreground">{finePrint}</p>
      </div>
    </Section>
  );
}
