import type { ComponentProps } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/** The large "Return to Home" button of the pages a visitor cannot go on from. */
export function HomeButton({
  variant,
  className,
}: Pick<ComponentProps<typeof Button>, "variant" | "className">) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link href="/">
        <SpriteIcon name="house" />
        Return to Home
      </Link>
    </Button>
  );
}
