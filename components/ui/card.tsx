import type { ComponentProps, HTMLAttributes } from "react";

import { clsx } from "clsx";

/*
 * Each part's data-slot is also its style hook (globals.css): a card pays for one attribute, not a
 * data-slot and a class list, and every byte of markup is paid twice (HTML and RSC payload). For
 * the same reason props are passed on only when set (an unset one still costs `"$undefined"`),
 * and the element is chosen with `as` rather than a Slot, which adds `"ref":null` to each card.
 * Client components import cards, so class lists are joined with clsx: tailwind-merge would add
 * 8.5 KB to their pages for overrides no card uses.
 */

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "figure" | "li";
  /**
   * `ink` for the dark band, `soft` for a highlighted note on a light one, `raised` for the one
   * surface of an account page (sign-in forms, the profile).
   */
  variant?: "ink" | "soft" | "raised";
};

export function Card({ as: Component = "div", variant, ...props }: CardProps) {
  return <Component data-slot="card" {...(variant && { "data-variant": variant })} {...props} />;
}

export function CardTitle({
  as: Heading = "h3",
  ...props
}: ComponentProps<"h3"> & { as?: "h2" | "h3" }) {
  return <Heading data-slot="card-title" {...props} />;
}

export function CardDescription(props: ComponentProps<"p">) {
  return <p data-slot="card-description" {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={clsx("mt-6", className)} {...props} />;
}
