import { Link } from "@/components/ui/link";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Button } from "@/components/ui/button";
import { exploreLabel, type Platform } from "@/content/platforms";

/** "Explore Platform", with the platform's name for screen readers so each link says where it goes. */
export function ExploreLink({
  platform,
  className,
}: {
  platform: Pick<Platform, "title" | "href">;
  className?: string;
}) {
  return (
    <Button asChild className={className}>
      <Link href={platform.href} aria-label={`${exploreLabel}: ${platform.title}`}>
        {exploreLabel}
        <SpriteIcon name="arrow-right" />
      </Link>
    </Button>
  );
}
