import type { Metadata } from "next";

import { NoticeScreen } from "@/components/errors/notice-screen";
import { Icon } from "@/components/icons/icon";
import { wifiOffIcon } from "@/components/icons/drawings";
import { HomeButton } from "@/components/ui/home-button";

import { TryAgainButton } from "./_components/try-again-button";

export const metadata: Metadata = {
  title: "You're offline",
  robots: { index: false },
};

/** Precached by the service worker and shown for pages it has no copy of while offline. */
export default function OfflinePage() {
  return (
    <NoticeScreen
      mark={<Icon drawing={wifiOffIcon} className="mx-auto size-14 text-primary" />}
      title="You're offline"
      action={
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <TryAgainButton />
          <HomeButton variant="outline" />
        </div>
      }
    >
      This page isn&apos;t saved on this device yet. Pages you have visited still open; try again
      once you&apos;re back online.
    </NoticeScreen>
  );
}
