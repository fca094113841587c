import type { ReactNode } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { GoBackButton } from "@/components/marketing/go-back-button";
import { getRoute, type SitePath } from "@/content/routes";

/** The generic placeholder: a title, a description and Go Back. */
export function ComingSoonPage({ path, children }: { path: SitePath; children?: ReactNode }) {
  const route = getRoute(path);
  return (
    <section className="relative flex min-h-[70vh] items-center overflow-hidden bg-gradient-to-b from-primary-soft via-white to-white px-4 pt-32 pb-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/15 bg-white px-3 py-1 text-xs font-semibold text-primary shadow-sm">
          <SpriteIcon name="sparkles" className="size-3.5" />
          Coming Soon
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {route.heading}
        </h1>
        <p className="mt-5 text-lg text-pretty text-muted-foreground">{route.description}</p>
        {children}
        <div className="mt-10 flex justify-center">
          <GoBackButton>
            <SpriteIcon name="arrow-left" />
            Go Back
          </GoBackButton>
        </div>
      </div>
    </section>
  );
}
