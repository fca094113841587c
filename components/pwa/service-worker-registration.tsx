"use client";

import { useEffect } from "react";

import { serviceWorkerUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/**
 * Registers the service worker (production builds only) once the page is idle, so it never
 * competes with the first render. A waiting update is offered with a prompt; confirming activates
 * it and the page reloads once when the new worker takes control. Failures stay silent.
 */
export function ServiceWorkerRegistration({ enabled }: { enabled: boolean }) {
  const words = useClientCopy("serviceWorkerUi", serviceWorkerUi);
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    let controller = container.controller;
    let reloading = false;
    const prompted = new WeakSet<ServiceWorker>();

    // The first install also changes the controller (clientsClaim); only a replaced one reloads.
    const onControllerChange = () => {
      const previous = controller;
      controller = container.controller;
      if (!previous || reloading) return;
      reloading = true;
      window.location.reload();
    };
    container.addEventListener("controllerchange", onControllerChange);

    const offerUpdate = (registration: ServiceWorkerRegistration) => {
      const waiting = registration.waiting;
      if (!waiting || !registration.active || prompted.has(waiting)) return;
      prompted.add(waiting);
      if (window.confirm(words.updatePrompt)) waiting.postMessage({ type: "SKIP_WAITING" });
    };

    const register = async () => {
      try {
        const registration = await container.register("/sw.js", { scope: "/" });
        offerUpdate(registration);
        registration.addEventListener("updatefound", () => {
          const installing = registration.installing;
          if (!installing) return;
          installing.addEventListener("statechange", () => {
            if (installing.state !== "installed") return;
            if (registration.active) offerUpdate(registration);
            else console.info(words.offlineReady);
          });
        });
      } catch (error) {
        // Offline support is an enhancement: the site works the same without it.
        console.debug("Service worker registration failed", error);
      }
    };

    // Safari has no requestIdleCallback.
    const hasIdleCallback = typeof window.requestIdleCallback === "function";
    let idle: number | undefined;
    const schedule = () => {
      idle = hasIdleCallback
        ? window.requestIdleCallback(() => void register(), { timeout: 4000 })
        : window.setTimeout(() => void register(), 1000);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });

    return () => {
      window.removeEventListener("load", schedule);
      container.removeEventListener("controllerchange", onControllerChange);
      if (idle !== undefined) {
        if (hasIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, [enabled, words]);

  return null;
}
