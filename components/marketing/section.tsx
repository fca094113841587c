import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  description?: string;
  /** `ink` is the dark band, `brand` the teal one that asks for action (the newsletter). */
  tone?: "default" | "muted" | "ink" | "brand";
  align?: "center" | "start";
  /** Heading beside the content from lg up (start-aligned), instead of above it. */
  split?: boolean;
  className?: string;
  children?: ReactNode;
};

const tones = {
  default: "bg-background",
  muted: "bg-surface",
  ink: "band-ink",
  brand: "band-brand",
} as const;

/** A full-width band with an optional heading block; the h2 labels the section for screen readers. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = "default",
  align = "center",
  split = false,
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-10 sm:py-24", tones[tone], className)}
    >
      <div className={split ? "section-split section-body" : "section-body"}>
        {title ? (
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            description={description}
            align={split ? "start" : align}
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
};

/** Its colours follow the band it sits on (`band-ink`, `band-brand` in globals.css). */
function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
}: SectionHeadingProps) {
  return (
    <div className={cn("section-heading", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {description ? <p className="section-lede">{description}</p> : null}
    </div>
  );
}
