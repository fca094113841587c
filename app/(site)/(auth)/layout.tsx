import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { CardPage } from "@/components/auth/card-page";
import { Icon } from "@/components/icons/icon";
import { arrowLeftIcon } from "@/components/icons/drawings";
import { copy } from "@/lib/i18n/copy";

/** A centred card on the site's soft gradient, below the fixed header, with a way back home. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <CardPage glow>
      <Link
        href="/"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground transition-colors hover:text-primary"
      >
        <Icon drawing={arrowLeftIcon} className="size-4" />
        {copy().ui.siteUi.backToHome}
      </Link>
      {children}
    </CardPage>
  );
}
