"use client";

import { clsx } from "clsx";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";

import { headerUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

const loadPanel = () => import("./mobile-nav-panel");

// The panel (and the dialog machinery under it) is fetched when the visitor reaches for the
// toggle, so it never competes with a page's first render.
const MobileNavPanel = dynamic(() => loadPanel().then((module) => module.MobileNavPanel), {
  ssr: false,
});

/** The menu toggle for narrow screens (icon and button style from the server) and its panel. */
export function MobileNav({
  toggleClassName,
  children,
}: {
  toggleClassName: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const words = useClientCopy("headerUi", headerUi);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  // Every route change closes the panel, whichever way the navigation happened.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  const preload = () => void loadPanel();
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label={words.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={clsx(toggleClassName, "lg:hidden")}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {used ? (
        <MobileNavPanel open={open} onOpenChange={setOpen} returnFocusTo={toggleRef} />
      ) : null}
    </>
  );
}
