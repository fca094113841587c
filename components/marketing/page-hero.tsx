import type { ReactNode } from "react";

import { ActionLinks } from "@/components/marketing/action-links";
import type { CallToAction } from "@/content/types";
import { cn } from "@/lib/utils";

/** The illustrations in public/art/, by their utilities in globals.css (named in full for Tailwind). */
const ART = {
  home: "art-home",
  platform: "art-platform",
  career: "art-career",
  fincode: "art-fincode",
  advance: "art-advance",
} as const;

const MOODS = { dawn: "hero", warm: "hero hero-warm", night: "hero hero-night" } as const;

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
  /** A decorative illustration beside the text (under it on a phone). */
  art?: keyof typeof ART;
  /** Content beside the text in place of an illustration (under it on a phone): a form. */
  aside?: ReactNode;
  /** The band's mood: the teal dawn of most pages, saffron, or night for what is still to come. */
  mood?: keyof typeof MOODS;
  className?: string;
  children?: ReactNode;
};

/** The lede's id, which the page's first paint waits for. */
const LEDE_ID = "page-lede";

/**
 * The first band of a page. It carries the page's only `<h1>` and leaves room for the fixed header.
 *
 * Its `expect` link (React hoists it into the head) holds the page's first paint until the lede is
 * in the document: the lede is the page's largest text, and a frame painted before it arrives is
 * one more layout of everything read so far before the largest paint (e2e/first-paint.spec.ts).
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  button,
  tags,
  art,
  aside,
  mood = "dawn",
  className,
  children,
}: PageHeroProps) {
  return (
    <section className={cn(MOODS[mood], className)}>
      <link rel="expect" href={`#${LEDE_ID}`} blocking="render" />
      <div className={art || aside ? "hero-split" : "hero-body"}>
        <div>
          {tags && tags.length > 0 ? (
            <ul className="hero-tags" aria-label="Highlights">
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          {eyebrow ? <p className="hero-eyebrow">{eyebrow}</p> : null}
          <h1 className="hero-title">{title}</h1>
          <div id={LEDE_ID} className="hero-lede">
            {description}
          </div>
          {actions || button ? (
            <div className="hero-actions">
              {actions ? <ActionLinks actions={actions} /> : button}
            </div>
          ) : null}
          {children}
        </div>
        {art ? <div aria-hidden="true" className={cn("hero-art", ART[art])} /> : null}
        {aside}
      </div>
    </section>
  );
}
