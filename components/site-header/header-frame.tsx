"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

import { Logo } from "@/components/brand/logo";
import { clsx } from "clsx";
import { headerUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { englishPath } from "@/lib/i18n/paths";

import { useScrolled } from "./use-scrolled";

/** Spec §9: on the home route the header turns solid after more than 10 px of scroll. */
const HEADER_SOLID_AFTER_PX = 10;

/**
 * The fixed bar. It owns the scroll- and route-dependent look (transparency, logo size);
 * the navigation and account controls arrive as children.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const scrolled = useScrolled(HEADER_SOLID_AFTER_PX);
  const isHome = englishPath(pathname) === "/";
  const words = useClientCopy("headerUi", headerUi);
  const solid = !isHome || scrolled;

  return (
    <header
      data-testid="site-header"
      data-slot="site-header"
      data-solid={solid}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300",
        solid
          ? "border-border bg-card/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-card/85"
          : "border-transparent bg-transparent",
      )}
    >
      <div
        className={clsx(
          "mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 transition-[height] duration-300 sm:gap-4 sm:px-6 lg:px-8",
          scrolled ? "h-16" : isHome ? "h-20" : "h-[4.5rem]",
        )}
      >
        <Link
          href="/"
          aria-label={words.homeLabel}
          className="shrink-0 rounded-lg"
          data-testid="header-logo"
          data-variant={isHome ? "home" : "default"}
          data-compact={scrolled}
        >
          <Logo variant={isHome ? "home" : "default"} compact={scrolled} />
        </Link>
        {children}
      </div>
    </header>
  );
}
