import type { ComponentProps } from "react";

import { Icon } from "@/components/icons/icon";
import { copy } from "@/lib/i18n/copy";
import { houseIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/** The large "Return to Home" button of the pages that leave a visitor nowhere else to go. */
export function HomeButton({
  variant,
  size = "lg",
  className,
}: Pick<ComponentProps<typeof Button>, "variant" | "className"> & { size?: "lg" | "default" }) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link href="/">
        <Icon drawing={houseIcon} />
        {copy().ui.siteUi.returnHome}
      </Link>
    </Button>
  );
}
