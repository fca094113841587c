import type { ComponentProps } from "react";

import { NotifyForm } from "@/components/forms/notify-form";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
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

type NotifySignupProps = {
  source: ComponentProps<typeof NotifyForm>["source"];
  copy: {
    eyebrow?: string;
    title: string;
    description?: string;
    buttonLabel: string;
    finePrint: string;
  };
};

/** The closing band of a coming-soon page: the notify-me form that "Get Notified" points at. */
export function NotifySignup({ source, copy }: NotifySignupProps) {
  return (
    <Section
      id="signup"
      tone="muted"
      eyebrow={copy.eyebrow}
      title={copy.title}
      description={copy.description}
    >
      <div className="mx-auto max-w-xl rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
        <NotifyForm id={NOTIFY_ANCHOR} source={source} buttonLabel={copy.buttonLabel} />
        <p className="text-sm text-muted-foreground">{copy.finePrint}</p>
      </div>
    </Section>
  );
}
