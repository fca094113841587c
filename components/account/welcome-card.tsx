"use client";

import { useEffect, useRef } from "react";

import { Icon } from "@/components/icons/icon";
import { xIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { welcome } from "@/content/account";

/**
 * A new member's first minute: where sign-up lands them (home, as the spec says), a welcome with
 * the next steps, beside the spec's toast. It takes focus so a keyboard or screen-reader user
 * meets it first, and goes away with a step taken, Escape or its close button.
 */
export function WelcomeCard({ onDismiss }: { onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="welcome-title"
      data-testid="welcome-card"
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      className="fixed inset-x-3 top-20 z-40 mx-auto max-w-md rounded-2xl border border-border bg-card p-5 text-foreground shadow-xl sm:p-6 lg:right-6 lg:left-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id="welcome-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold focus:outline-none"
        >
          {welcome.title}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close the welcome"
          onClick={onDismiss}
          className="-mt-2 -mr-2 shrink-0"
        >
          <Icon drawing={xIcon} className="size-5" />
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{welcome.description}</p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {welcome.steps.map((step, index) => (
          <Button
            key={step.href}
            asChild
            size="wrap"
            variant={index === 0 ? "default" : "outline"}
            className={index === 0 ? "sm:col-span-2" : undefined}
          >
            <Link href={step.href} onClick={onDismiss}>
              {step.label}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
