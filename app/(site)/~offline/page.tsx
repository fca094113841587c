import type { Metadata } from "next";

import { copy, copyFor } from "@/lib/i18n/copy";

import { NoticeScreen } from "@/components/errors/notice-screen";
import { Icon } from "@/components/icons/icon";
import { wifiOffIcon } from "@/components/icons/drawings";
import { HomeButton } from "@/components/ui/home-button";

import { TryAgainButton } from "./_components/try-again-button";

export const metadata: Metadata = {
  title: copyFor("en").ui.offlineUi.title,
  robots: { index: false },
};

/** Precached by the service worker and shown for pages it has no copy of while offline. */
export default function OfflinePage() {
  const words = copy().ui.offlineUi;
  return (
    <NoticeScreen
      mark={<Icon drawing={wifiOffIcon} className="mx-auto size-14 text-primary" />}
      title={words.title}
      action={
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <TryAgainButton />
          <HomeButton variant="outline" />
        </div>
      }
    >
      {words.body}
    </NoticeScreen>
  );
}
