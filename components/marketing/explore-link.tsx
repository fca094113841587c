import { Link } from "@/components/ui/link";

import { Icon } from "@/components/icons/icon";
import { arrowRightIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import { type Platform } from "@/content/platforms";
import { copy } from "@/lib/i18n/copy";

/** "Explore Platform", with the platform's name for screen readers so each link says where it goes. */
export function ExploreLink({
  platform,
  className,
}: {
  platform: Pick<Platform, "title" | "href">;
  className?: string;
}) {
  const { exploreLabel } = copy().platforms;
  return (
    <Button asChild className={className}>
      <Link href={platform.href} aria-label={`${exploreLabel}: ${platform.title}`}>
        {exploreLabel}
        <Icon drawing={arrowRightIcon} />
      </Link>
    </Button>
  );
}
