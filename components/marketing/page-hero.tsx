import type { ReactNode } from "react";

import { ActionLinks } from "@/components/marketing/action-links";
import type { CallToAction } from "@/content/types";
import { cn } from "@/lib/utils";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  description: ReactNode;
  /** Links under the description, as the copy lists them; the first is the primary one. */
  actions?: readonly CallToAction[];
  /** A control that is not a plain link (a dialog trigger, an in-page jump), in place of `actions`. */
  button?: ReactNode;
  /** Short labels shown as pills above the title. */
  tags?: readonly string[];
  className?: string;
  children?: ReactNode;
};

/**
 * The first band of a page. It carries the page's only `<h1>` and leaves room for the fixed header.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  button,
  tags,
  className,
  children,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        "relative overflow-hidden bg-gradient-to-b from-primary-soft via-white to-white pt-32 pb-16 sm:pt-40 sm:pb-24",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-0 h-[28rem] bg-[radial-gradient(60%_60%_at_50%_0%,rgba(67,56,202,0.16),transparent_70%)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        {tags && tags.length > 0 ? (
          <ul className="mb-6 flex flex-wrap justify-center gap-2" aria-label="Highlights">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-primary/15 bg-white/80 px-3 py-1 text-xs font-semibold text-primary shadow-sm"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {eyebrow ? (
          <p className="mb-4 text-sm font-semibold tracking-wide text-primary uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <div className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {description}
        </div>
        {actions || button ? (
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {actions ? <ActionLinks actions={actions} /> : button}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
