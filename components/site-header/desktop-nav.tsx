"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState } from "react";

import { isActive, mainNav, OVERVIEW_LABEL } from "@/content/nav";
import type { MenuItem } from "@/content/types";
import { cn } from "@/lib/utils";

import { useDismiss } from "./use-dismiss";

const pillItem =
  "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors";

/** The navigation pill for wide screens. One dropdown at a time, opened by click. */
export function DesktopNav() {
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  // Route changes close the dropdown: remember which path it was opened on.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openMenu && openedOn !== pathname) {
    setOpenMenu(null);
    setOpenedOn(pathname);
  }

  const close = useCallback(() => setOpenMenu(null), []);
  useDismiss(navRef, openMenu !== null, close);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden rounded-full border border-border bg-white/80 p-1 shadow-sm backdrop-blur lg:block"
    >
      <ul className="flex items-center gap-0.5">
        {mainNav.map((item) => {
          const active = isActive(item, pathname);
          if (!item.submenu) {
            return (
              <li key={item.path}>
                <Link
                  href={item.path}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    pillItem,
                    active
                      ? "bg-primary text-primary-foreground"
                      : "text-foreground hover:bg-muted",
                  )}
                >
                  {item.title}
                </Link>
              </li>
            );
          }
          const open = openMenu === item.path;
          const panelId = `nav-menu-${item.path.slice(1)}`;
          return (
            <li key={item.path} className="relative">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  setOpenedOn(pathname);
                  setOpenMenu(open ? null : item.path);
                }}
                className={cn(
                  pillItem,
                  active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
                )}
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-4 transition-transform", open && "rotate-180")}
                />
              </button>
              {open ? (
                <SubmenuPanel id={panelId} item={item} pathname={pathname} onChoose={close} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubmenuPanel({
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
  return (
    <div
      id={id}
      data-testid="nav-dropdown"
      className="absolute top-full left-1/2 mt-3 w-80 -translate-x-1/2 rounded-2xl border border-border bg-white p-2 shadow-xl"
    >
      <ul>
        {item.submenu?.map((entry) => {
          const active = entry.path === pathname;
          return (
            <li key={entry.path}>
              <Link
                href={entry.path}
                onClick={onChoose}
                aria-current={active ? "page" : undefined}
                className={cn(
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
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        href={item.path}
        onClick={onChoose}
        className="mt-1 block rounded-xl border-t border-border px-4 py-3 text-sm font-semibold text-primary hover:bg-muted"
      >
        {OVERVIEW_LABEL}
      </Link>
    </div>
  );
}
