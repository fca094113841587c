"use client";

import { ChevronDown, Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useCallback, useRef, useState } from "react";

import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { authLinks, isActive, mainNav } from "@/content/nav";
import { cn } from "@/lib/utils";

import { useDismiss } from "./use-dismiss";

const panelLink =
  "flex w-full items-center justify-between rounded-xl px-4 py-3 text-base font-medium transition-colors";

/** The slide-in navigation for narrow screens. */
export function MobileNav({ signedIn = false }: { signedIn?: boolean }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const submenuRef = useRef<HTMLLIElement>(null);

  // Every route change closes the panel, whichever way the navigation happened.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
    setOpenSubmenu(null);
  }

  const closeSubmenu = useCallback(() => setOpenSubmenu(null), []);
  useDismiss(submenuRef, openSubmenu !== null, closeSubmenu);

  const closePanel = () => setOpen(false);

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setOpenSubmenu(null);
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="lg:hidden">
          <Menu aria-hidden="true" className="size-6!" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="mobile-nav-backdrop"
          className="fixed inset-0 z-50 bg-ink/60 lg:hidden"
        />
        <DialogPrimitive.Content
          data-testid="mobile-nav-panel"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-4/5 max-w-xs flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <Link
              href="/"
              onClick={closePanel}
              aria-label="Gurukul Code home"
              className="rounded-lg"
            >
              <Logo compact />
            </Link>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" className="size-5!" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Main" className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {mainNav.map((item) => {
                const active = isActive(item, pathname);
                if (!item.submenu) {
                  return (
                    <li key={item.path}>
                      <Link
                        href={item.path}
                        onClick={closePanel}
                        aria-current={active ? "page" : undefined}
                        className={cn(
                          panelLink,
                          active ? "bg-primary-soft text-primary" : "hover:bg-muted",
                        )}
                      >
                        {item.title}
                      </Link>
                    </li>
                  );
                }
                const expanded = openSubmenu === item.path;
                const listId = `mobile-submenu-${item.path.slice(1)}`;
                return (
                  <li key={item.path} ref={expanded ? submenuRef : undefined}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={listId}
                      onClick={() => setOpenSubmenu(expanded ? null : item.path)}
                      className={cn(
                        panelLink,
                        active ? "bg-primary-soft text-primary" : "hover:bg-muted",
                      )}
                    >
                      {item.title}
                      <ChevronDown
                        aria-hidden="true"
                        className={cn("size-5 transition-transform", expanded && "rotate-180")}
                      />
                    </button>
                    {expanded ? (
                      <ul id={listId} className="mt-1 ml-4 space-y-1 border-l border-border pl-3">
                        {[
                          ...(item.submenu ?? []),
                          { title: "All platforms overview", path: item.path },
                        ].map((entry) => (
                          <li key={entry.path}>
                            <Link
                              href={entry.path}
                              onClick={closePanel}
                              aria-current={entry.path === pathname ? "page" : undefined}
                              className={cn(
                                "block rounded-lg px-3 py-2 text-sm",
                                entry.path === pathname
                                  ? "font-semibold text-primary"
                                  : "text-foreground hover:bg-muted",
                              )}
                            >
                              {entry.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>
          {signedIn ? null : (
            <div className="grid gap-2 border-t border-border p-4">
              <Button asChild variant="outline">
                <Link href={authLinks.login.path} prefetch={false} onClick={closePanel}>
                  {authLinks.login.title}
                </Link>
              </Button>
              <Button asChild>
                <Link href={authLinks.signup.path} prefetch={false} onClick={closePanel}>
                  {authLinks.signup.title}
                </Link>
              </Button>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
