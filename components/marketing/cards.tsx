import type { CSSProperties, ReactNode } from "react";

import { cn } from "@/lib/utils";

/** Entrance delay for the n-th item of a grid: 100 ms steps, capped so long lists stay lively. */
export function staggerStyle(index: number): CSSProperties {
  return { animationDelay: `${Math.min(index, 5) * 100}ms` };
}

type CardProps = {
  title: string;
  subtitle?: string;
  description?: ReactNode;
  icon?: ReactNode;
  index?: number;
  /** Heading level inside the surrounding section outline. */
  as?: "h2" | "h3";
  className?: string;
  children?: ReactNode;
};

export function Card({
  title,
  subtitle,
  description,
  icon,
  index = 0,
  as: Heading = "h3",
  className,
  children,
}: CardProps) {
  return (
    <article style={staggerStyle(index)} className={cn("card", className)}>
      {icon ? (
        <div aria-hidden="true" className="card-icon">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-foreground">{title}</Heading>
      {subtitle ? <p className="mt-1 text-sm font-medium tint-text">{subtitle}</p> : null}
      {description ? <p className="mt-3 text-muted-foreground">{description}</p> : null}
      {children}
    </article>
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
  className,
  children,
}: {
  columns?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}) {
  const layout = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return <div className={cn("grid gap-6", layout, className)}>{children}</div>;
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
        <div
          key={stat.label}
          className={cn(
            "flex flex-col rounded-card border p-6 text-center",
            inverse ? "border-ink-foreground/10 bg-ink-soft/60" : "border-border bg-card",
          )}
        >
          <dt className={cn("text-sm", inverse ? "text-ink-foreground" : "text-muted-foreground")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "order-first text-3xl font-extrabold tracking-tight sm:text-4xl",
              inverse ? "text-ink-accent" : "text-primary",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
