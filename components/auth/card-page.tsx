import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type CardPageProps = {
  /** `md` for a single form or message, `xl` for the profile's sections. */
  width?: "md" | "xl";
  /** The soft glow at the top, on the pages reached from the site's own links. */
  glow?: boolean;
  children: ReactNode;
};

/** The account pages' frame: a centred column on the site's soft gradient, below the header. */
export function CardPage({ width = "md", glow = false, children }: CardPageProps) {
  return (
    <section className="relative overflow-hidden bg-dawn px-4 pt-28 pb-20 sm:px-6 sm:pt-36">
      {glow ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-glow"
        />
      ) : null}
      <div className={cn("relative mx-auto w-full", width === "xl" ? "max-w-xl" : "max-w-md")}>
        {children}
      </div>
    </section>
  );
}

/** An e-mail address named in a card's text: bold, and free to wrap anywhere. */
export function EmailAddress({ children }: { children: ReactNode }) {
  return <strong className="font-semibold wrap-anywhere text-foreground">{children}</strong>;
}
