import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import type { CallToAction } from "@/content/types";

/**
 * A row's buttons, all real links: the first is the primary action, the rest are secondary.
 * Labels may wrap so a long one never overflows a 320 px screen.
 * `onDark` switches to variants that keep their contrast on the ink gradient of a CTA band.
 */
export function ActionLinks({
  actions,
  onDark = false,
}: {
  actions: readonly CallToAction[];
  onDark?: boolean;
}) {
  return actions.map((action, index) => {
    const primary = index === 0;
    const variant = onDark ? (primary ? "accent" : "inverse") : primary ? "default" : "outline";
    return (
      <Button
        key={action.href + action.label}
        asChild
        size="lg"
        variant={variant}
        className="h-auto min-h-12 max-w-full px-5 py-3 text-center whitespace-normal sm:px-7"
      >
        <Link href={action.href}>
          {action.label}
          {primary ? <ArrowRight aria-hidden="true" /> : null}
        </Link>
      </Button>
    );
  });
}
