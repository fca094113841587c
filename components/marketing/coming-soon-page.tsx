import type { ReactNode } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { GoBackButton } from "@/components/marketing/go-back-button";
import { getRoute, type SitePath } from "@/content/routes";

/** The generic placeholder: a title, a description and Go Back, at night before the launch. */
export function ComingSoonPage({ path, children }: { path: SitePath; children?: ReactNode }) {
  const route = getRoute(path);
  return (
    <section className="hero flex min-h-[70vh] items-center hero-night px-4 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-ink-soft px-3 py-1 text-xs font-semibold text-ink-accent">
          <SpriteIcon name="sparkles" className="size-3.5" />
          Coming Soon
        </p>
        <h1 className="mt-6 hero-title">{route.heading}</h1>
        <p className="hero-lede">{route.description}</p>
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
