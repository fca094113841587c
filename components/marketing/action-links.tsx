import { Link } from "@/components/ui/link";

import { Icon } from "@/components/icons/icon";
import { arrowRightIcon } from "@/components/icons/drawings";
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
      <Button key={action.href + action.label} asChild size="wrap-lg" variant={variant}>
        <Link href={action.href}>
          {action.label}
          {primary ? <Icon drawing={arrowRightIcon} /> : null}
        </Link>
      </Button>
    );
  });
}
