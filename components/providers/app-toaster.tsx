"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";

import { toasterStore } from "./toast";

// Effects run child first: by the time this one runs, sonner's Toaster is subscribed.
const Toaster = dynamic(
  () =>
    import("sonner").then(
      ({ Toaster: SonnerToaster }) =>
        function MountedToaster() {
          useEffect(() => toasterStore.markMounted(), []);
          return <SonnerToaster position="bottom-right" theme="system" richColors closeButton />;
        },
    ),
  { ssr: false },
);

/** The one toaster of the app (spec §9), mounted with the first toast (see showToast). */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.isWanted, () => false);
  return wanted ? <Toaster /> : null;
}
