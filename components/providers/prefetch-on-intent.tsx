"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** The same-site page a link leads to, as the router takes it; null for anything else. */
function intentTarget(link: HTMLAnchorElement, here: Location): string | null {
  if (link.origin !== here.origin || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const href = link.pathname + link.search;
  return href === here.pathname + here.search ? null : href;
}

/**
 * Prefetches a route when the visitor shows the intent to follow its link: the pointer moves onto
 * it, it takes keyboard focus, or a finger touches it. One listener on the document serves every
 * link (components/ui/link.tsx turns Next's prefetch-on-sight off).
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    function onIntent(event: Event) {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      // Moving between a link's own children is not a new intent.
      if (event instanceof PointerEvent && event.relatedTarget instanceof Node) {
        if (link.contains(event.relatedTarget)) return;
      }
      const href = intentTarget(link, window.location);
      if (href) router.prefetch(href);
    }
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
