"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

import { langOfPath, pathIn } from "@/lib/i18n/paths";

/**
 * The site's internal link: next/link without prefetching on sight. Next would fetch every route
 * whose link scrolls into view, which on a page of forty links is a burst of requests and their
 * parsing on a phone's main thread right after hydration. `PrefetchOnIntent` fetches a route only
 * when the visitor points at, focuses or touches its link, which is still ahead of the click.
 *
 * Copy names English paths; on a Hindi page a link to a page that has a Hindi twin leads to the
 * twin (`/platform` becomes `/hi/platform`), so every component links in the page's language.
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  const lang = langOfPath(usePathname());
  const localized = typeof href === "string" ? pathIn(lang, href) : href;
  return <NextLink {...props} href={localized} prefetch={false} />;
}
