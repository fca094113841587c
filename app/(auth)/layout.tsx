import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";

/** A centred card on the site's soft gradient, below the fixed header, with a way back home. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-dawn px-4 pt-28 pb-20 sm:px-6 sm:pt-36">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-glow"
      />
      <div className="relative mx-auto w-full max-w-md">
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground transition-colors hover:text-primary"
        >
          <SpriteIcon name="arrow-left" className="size-4" />
          Back to home
        </Link>
        {children}
      </div>
    </section>
  );
}
