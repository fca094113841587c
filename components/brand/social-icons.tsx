import type { SocialLink } from "@/lib/site-config";

/**
 * A social network's mark, drawn from `public/social-icons.svg` in the current text colour: one
 * cached file instead of the same paths in every page's HTML and payload.
 */
export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink["network"];
  className?: string;
}) {
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <use href={`/social-icons.svg#${network}`} />
    </svg>
  );
}
