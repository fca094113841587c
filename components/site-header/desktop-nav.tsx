"use client";

import { clsx } from "clsx";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState, type ReactNode } from "react";

import { isActive, mainNav } from "@/content/nav";
import { headerUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { englishPath } from "@/lib/i18n/paths";

import { NavLink } from "./nav-link";
import { useDismiss } from "./use-dismiss";

const loadSubmenu = () => import("./nav-submenu");

// A dropdown's panel is fetched when the visitor reaches for its button, not with the page.
const NavSubmenu = dynamic(() => loadSubmenu().then((module) => module.NavSubmenu), {
  ssr: false,
});

const pillItem =
  "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors";

/**
 * The navigation pill for wide screens. One dropdown at a time, opened by click; `chevron` is the
 * dropdown buttons' icon, rendered by the server.
 */
export function DesktopNav({ chevron }: { chevron: ReactNode }) {
  // Items name English paths: compare them with the English path of the page shown.
  const pathname = englishPath(usePathname());
  const items = useClientCopy("mainNav", mainNav);
  const words = useClientCopy("headerUi", headerUi);
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
  const preload = () => void loadSubmenu();

  return (
    <nav
      ref={navRef}
      aria-label={words.mainNav}
      className="hidden rounded-full border border-border bg-card/80 p-1 shadow-sm backdrop-blur lg:block"
    >
      <ul className="flex items-center gap-0.5">
        {items.map((item) => {
          const active = isActive(item, pathname);
          const look = active
            ? "bg-primary text-primary-foreground"
            : "text-foreground hover:bg-muted";
          if (!item.submenu) {
            return (
              <NavLink
                key={item.path}
                href={item.path}
                current={active}
                className={clsx(pillItem, look)}
              >
                {item.title}
              </NavLink>
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
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => {
                  setOpenedOn(pathname);
                  setOpenMenu(open ? null : item.path);
                }}
                className={clsx("group", pillItem, look)}
              >
                {item.title}
                {chevron}
              </button>
              {open ? (
                <NavSubmenu id={panelId} item={item} pathname={pathname} onChoose={close} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
