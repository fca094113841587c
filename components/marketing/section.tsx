import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  description?: string;
  tone?: "default" | "muted" | "ink";
  align?: "center" | "start";
  className?: string;
  children?: ReactNode;
};

const tones = {
  default: "bg-background",
  muted: "bg-surface",
  ink: "bg-ink text-white",
} as const;

/** A full-width band with an optional heading block; the h2 labels the section for screen readers. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = "default",
  align = "center",
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-16 sm:py-24", tones[tone], className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            description={description}
            align={align}
            inverse={tone === "ink"}
          />
        ) : null}
        {children}
      </div>
    </section>
  );
}

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "start";
  inverse?: boolean;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  inverse = false,
}: SectionHeadingProps) {
  return (
    <div className={cn("mb-12 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wide uppercase",
            inverse ? "text-amber-300" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p
          className={cn(
            "mt-4 text-lg text-pretty",
            inverse ? "text-ink-foreground" : "text-muted-foreground",
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}
