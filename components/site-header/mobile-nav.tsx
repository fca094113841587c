"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

const loadPanel = () => import("./mobile-nav-panel");

// The panel (and the dialog machinery under it) is fetched on first use, or when the browser is
// idle on a narrow screen, so it never competes with a page's first render.
const MobileNavPanel = dynamic(() => loadPanel().then((module) => module.MobileNavPanel), {
  ssr: false,
});

/** The menu toggle for narrow screens and its slide-in navigation panel. */
export function MobileNav({ signedIn = false }: { signedIn?: boolean }) {
  const pathname = usePathname();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  // Every route change closes the panel, whichever way the navigation happened.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!window.matchMedia("(max-width: 1023px)").matches) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void loadPanel());
  }, []);

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6!" />
      </Button>
      {used ? (
        <MobileNavPanel
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={toggleRef}
          signedIn={signedIn}
        />
      ) : null}
    </>
  );
}
