import type { ReactNode } from "react";

import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type FeatureCardProps = {
  title: string;
  subtitle?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Heading level inside the surrounding section outline. */
  as?: "h2" | "h3";
  className?: string;
  children?: ReactNode;
};

/** A card of a grid of equals: an icon tile, a title, a line and optional extras. */
export function FeatureCard({
  title,
  subtitle,
  description,
  icon,
  as,
  className,
  children,
}: FeatureCardProps) {
  return (
    <Card as="article" className={cn("card-lift", className)}>
      {icon ? (
        <div aria-hidden="true" className="card-icon">
          {icon}
        </div>
      ) : null}
      <CardTitle as={as}>{title}</CardTitle>
      {subtitle ? <p className="mt-1 text-sm font-medium tint-text">{subtitle}</p> : null}
      {description ? <CardDescription>{description}</CardDescription> : null}
      {children}
    </Card>
  );
}

/**
 * A list of benefits, each behind a check mark. The mark is drawn by CSS (`check-list` in
 * globals.css) rather than an inline icon per item, which kept every list's SVG twice in the
 * HTML and the RSC payload.
 */
export function CheckList({
  items,
  className,
  inverse = false,
}: {
  items: readonly string[];
  className?: string;
  inverse?: boolean;
}) {
  return (
    <ul className={cn("check-list mt-5 space-y-2.5", inverse && "check-list-inverse", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function CardGrid({
  columns = 3,
  carousel,
  className,
  children,
}: {
  /** 1: full-width rows from the tablet up (on a phone too, unless it is a carousel). */
  columns?: 1 | 2 | 3 | 4;
  /**
   * On a phone, a row that scrolls sideways and snaps card by card instead of a tall stack; the
   * label names the scrolling region, which takes focus so keyboards can scroll it too.
   */
  carousel?: string;
  className?: string;
  children: ReactNode;
}) {
  // Rows that wrap and centre, not grid tracks: a short last row sits in the middle instead of
  // leaving empty cells beside it (five pillars in three columns, eight cards in three).
  const layout = {
    1: "",
    2: "md:*:w-[calc((100%-1.5rem)/2)]",
    3: "md:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]",
    4: "sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-4.5rem)/4)]",
  }[columns];
  return (
    <div
      data-slot="card-grid"
      {...(carousel && { role: "region", "aria-label": carousel, tabIndex: 0 })}
      className={cn(
        "flex flex-wrap justify-center gap-6 *:w-full",
        layout,
        carousel &&
          "snap-row max-sm:-mx-4 max-sm:flex-nowrap max-sm:justify-start max-sm:gap-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-3 max-sm:*:w-[82%] max-sm:*:shrink-0 max-sm:*:snap-start",
        className,
      )}
    >
      {children}
    </div>
  );
}

export function StatGrid({
  stats,
  inverse = false,
}: {
  stats: readonly { value: string; label: string }[];
  inverse?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card
          key={stat.label}
          variant={inverse ? "ink" : undefined}
          className={cn("flex flex-col text-center", !inverse && "shadow-none")}
        >
          <dt className={cn("text-sm", inverse ? "text-ink-foreground" : "text-muted-foreground")}>
            {stat.label}
          </dt>
          <dd className={cn("stat-value", inverse ? "text-ink-accent" : "text-primary")}>
            {stat.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
