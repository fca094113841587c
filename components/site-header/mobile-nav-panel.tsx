"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useCallback, useRef, useState, type RefObject } from "react";

import { useAuthState } from "@/lib/auth/auth-state";
import { useLogOut } from "@/components/account/use-log-out";
import { Logo } from "@/components/brand/logo";
import { Icon } from "@/components/icons/icon";
import { chevronDownIcon, logOutIcon, userRoundIcon, xIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { authLinks, isActive, mainNav, OVERVIEW_LABEL } from "@/content/nav";
import { headerUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { englishPath } from "@/lib/i18n/paths";
import { clsx } from "clsx";

import { NavLink } from "./nav-link";
import { useDismiss } from "./use-dismiss";

const panelLink =
  "flex w-full items-center justify-between rounded-xl px-4 py-3 text-base font-medium transition-colors";

/** Under the links for a visitor not signed in: log in, then the stronger sign-up button. */
const AUTH_VARIANTS = { login: "outline", signup: "default" } as const;

type MobileNavPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export function MobileNavPanel({ open, onOpenChange, returnFocusTo }: MobileNavPanelProps) {
  const auth = useAuthState();
  const words = useClientCopy("headerUi", headerUi);
  const links = useClientCopy("authLinks", authLinks);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="mobile-nav-backdrop"
          className="fixed inset-0 z-50 bg-ink/60 lg:hidden"
        />
        <DialogPrimitive.Content
          data-testid="mobile-nav-panel"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-4/5 max-w-xs flex-col overflow-y-auto bg-card shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <DialogPrimitive.Title className="sr-only">{words.menuTitle}</DialogPrimitive.Title>
            <Link
              href="/"
              onClick={() => onOpenChange(false)}
              aria-label={words.homeLabel}
              className="rounded-lg"
            >
              <Logo compact />
            </Link>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={words.closeMenu}>
                <Icon drawing={xIcon} className="size-5!" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <PanelNav onNavigate={() => onOpenChange(false)} />
          {auth.status === "signed-in" ? (
            <MemberEntries email={auth.email} onNavigate={() => onOpenChange(false)} />
          ) : (
            <div className="grid gap-2 border-t border-border p-4">
              {(["login", "signup"] as const).map((key) => (
                <Button key={key} asChild variant={AUTH_VARIANTS[key]}>
                  <Link href={links[key].path} onClick={() => onOpenChange(false)}>
                    {links[key].title}
                  </Link>
                </Button>
              ))}
            </div>
          )}
          <div className="border-t border-border p-4">
            <LanguageSwitch className={clsx(panelLink, "hover:bg-muted")} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A signed-in member's entries, as in the account menu: who, the profile, and logging out. */
function MemberEntries({ email, onNavigate }: { email: string | null; onNavigate: () => void }) {
  const logOut = useLogOut();
  const words = useClientCopy("headerUi", headerUi);
  return (
    <div
      role="group"
      aria-labelledby="mobile-account-title"
      data-testid="mobile-account"
      className="grid gap-2 border-t border-border p-4"
    >
      <p id="mobile-account-title" className="text-xs font-semibold text-muted-foreground">
        {words.myAccount}
      </p>
      {email ? (
        <p className="text-sm font-semibold [overflow-wrap:anywhere] text-foreground">{email}</p>
      ) : null}
      <Button asChild variant="outline">
        <Link href="/profile" onClick={onNavigate}>
          <Icon drawing={userRoundIcon} />
          {words.myProfile}
        </Link>
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          onNavigate();
          void logOut();
        }}
      >
        <Icon drawing={logOutIcon} />
        {words.logOut}
      </Button>
    </div>
  );
}

/** The panel's links; one submenu expands inline at a time. Unmounts, and so resets, on close. */
function PanelNav({ onNavigate }: { onNavigate: () => void }) {
  const pathname = englishPath(usePathname());
  const items = useClientCopy("mainNav", mainNav);
  const words = useClientCopy("headerUi", headerUi);
  const overviewLabel = useClientCopy("overviewLabel", OVERVIEW_LABEL);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const submenuRef = useRef<HTMLLIElement>(null);
  const closeSubmenu = useCallback(() => setOpenSubmenu(null), []);
  useDismiss(submenuRef, openSubmenu !== null, closeSubmenu);

  return (
    <nav aria-label={words.mainNav} className="flex-1 px-3 py-4">
      <ul className="space-y-1">
        {items.map((item) => {
          const active = isActive(item, pathname);
          const look = clsx(panelLink, active ? "bg-primary-soft text-primary" : "hover:bg-muted");
          if (!item.submenu) {
            return (
              <NavLink
                key={item.path}
                href={item.path}
                current={active}
                onClick={onNavigate}
                className={look}
              >
                {item.title}
              </NavLink>
            );
          }
          const expanded = openSubmenu === item.path;
          const listId = `mobile-submenu-${item.path.slice(1)}`;
          const entries = [...item.submenu, { title: overviewLabel, path: item.path }];
          return (
            <li key={item.path} ref={expanded ? submenuRef : undefined}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpenSubmenu(expanded ? null : item.path)}
                className={look}
              >
                {item.title}
                <Icon
                  drawing={chevronDownIcon}
                  className={clsx("size-5 transition-transform", expanded && "rotate-180")}
                />
              </button>
              {expanded ? (
                <ul id={listId} className="mt-1 ml-4 space-y-1 border-l border-border pl-3">
                  {entries.map((entry) => (
                    <NavLink
                      key={entry.path}
                      href={entry.path}
                      current={entry.path === pathname}
                      onClick={onNavigate}
                      className={clsx(
                        "block rounded-lg px-3 py-2 text-sm",
                        entry.path === pathname
                          ? "font-semibold text-primary"
                          : "text-foreground hover:bg-muted",
                      )}
                    >
                      {entry.title}
                    </NavLink>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
