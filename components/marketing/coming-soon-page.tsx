import type { ReactNode } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { GoBackButton } from "@/components/marketing/go-back-button";
import { getRoute, type SitePath } from "@/content/routes";

/**
 * The generic placeholder: a title, a description and Go Back, at night before the launch, beside
 * the coming-soon pages' own picture (a dial around a rising sun) rather than the marketing hero.
 */
export function ComingSoonPage({ path, children }: { path: SitePath; children?: ReactNode }) {
  const route = getRoute(path);
  return (
    <section className="hero flex min-h-[70vh] items-center hero-night">
      <div className="hero-split w-full">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-ink-soft px-3 py-1 text-xs font-semibold text-ink-accent">
            <SpriteIcon name="sparkles" className="size-3.5" />
            Coming Soon
          </p>
          <h1 className="mt-6 hero-title">{route.heading}</h1>
          <p className="hero-lede">{route.description}</p>
          {children}
          <div className="hero-actions">
            <GoBackButton>
              <SpriteIcon name="arrow-left" />
              Go Back
            </GoBackButton>
          </div>
        </div>
        <div aria-hidden="true" className="launch-dial" />
      </div>
    </section>
  );
}
