"use client";

import { clsx } from "clsx";
import { Link } from "@/components/ui/link";

import { OVERVIEW_LABEL } from "@/content/nav";
import { useClientCopy } from "@/lib/i18n/client-copy";
import type { MenuItem } from "@/content/types";

import { NavLink } from "./nav-link";

/** An open dropdown of the desktop navigation: its pages, then the section's own page. */
export function NavSubmenu({
  id,
  item,
  pathname,
  onChoose,
}: {
  id: string;
  item: MenuItem;
  pathname: string;
  onChoose: () => void;
}) {
  const overviewLabel = useClientCopy("overviewLabel", OVERVIEW_LABEL);
  return (
    <div
      id={id}
      data-testid="nav-dropdown"
      className="absolute top-full left-1/2 mt-3 w-80 -translate-x-1/2 rounded-2xl border border-border bg-card p-2 shadow-xl"
    >
      <ul>
        {item.submenu?.map((entry) => {
          const active = entry.path === pathname;
          return (
            <NavLink
              key={entry.path}
              href={entry.path}
              current={active}
              onClick={onChoose}
              className={clsx(
                "block rounded-xl px-4 py-3 transition-colors hover:bg-muted",
                active && "bg-primary-soft",
              )}
            >
              <span className="block text-sm font-semibold text-foreground">{entry.title}</span>
              {entry.description ? (
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {entry.description}
                </span>
              ) : null}
            </NavLink>
          );
        })}
      </ul>
      <Link
        href={item.path}
        onClick={onChoose}
        className="mt-1 block rounded-xl border-t border-border px-4 py-3 text-sm font-semibold text-primary hover:bg-muted"
      >
        {overviewLabel}
      </Link>
    </div>
  );
}
