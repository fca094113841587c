import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: next/link without prefetching on sight. Next would fetch every route
 * whose link scrolls into view, which on a page of forty links is a burst of requests and their
 * parsing on a phone's main thread right after hydration. `PrefetchOnIntent` fetches a route only
 * when the visitor points at, focuses or touches its link, which is still ahead of the click.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  return <NextLink {...props} prefetch={false} />;
}
