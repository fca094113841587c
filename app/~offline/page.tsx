import type { Metadata } from "next";

import { SpriteIcon } from "@/components/icons/sprite-icon";

export const metadata: Metadata = {
  title: "You're offline",
  robots: { index: false },
};

/** Precached by the service worker and shown for pages it has no copy of while offline. */
export default function OfflinePage() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-dawn px-4 pt-32 pb-20">
      <div className="max-w-lg text-center">
        <SpriteIcon name="wifi-off" className="mx-auto size-14 text-primary" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">You&apos;re offline</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          This page isn&apos;t saved on this device yet. Pages you have visited still open; try
          again once you&apos;re back online.
        </p>
      </div>
    </section>
  );
}
