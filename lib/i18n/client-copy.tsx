"use client";

import { createContext, useContext, type ReactNode } from "react";

import type * as legal from "@/content/legal";
import type * as nav from "@/content/nav";
import type { Translation } from "@/content/translation";
import type * as ui from "@/content/ui";

/** The words client components show: their parts of `content/ui.ts` and the navigation. */
export type ClientCopy = {
  headerUi: Translation<typeof ui.headerUi>;
  languageSwitchUi: Translation<typeof ui.languageSwitchUi>;
  offlineUi: Translation<typeof ui.offlineUi>;
  serviceWorkerUi: Translation<typeof ui.serviceWorkerUi>;
  newsUi: Translation<typeof ui.newsUi>;
  mainNav: Translation<typeof nav.mainNav>;
  overviewLabel: string;
  authLinks: Translation<typeof nav.authLinks>;
  collectionNotice: {
    notices: Translation<typeof legal.COLLECTION_NOTICES>;
    privacyLinkLabel: string;
    termsLinkLabel: string;
  };
};

const ClientCopyContext = createContext<ClientCopy | null>(null);

/**
 * Hands a Hindi page's client components their words. English pages have no provider: each
 * component falls back to the English part it imports, so an English page's HTML carries no
 * dictionary and its script only the words it shows, as before there were two languages.
 */
export function ClientCopyProvider({ copy, children }: { copy: ClientCopy; children: ReactNode }) {
  return <ClientCopyContext value={copy}>{children}</ClientCopyContext>;
}

/** The page's words for one part: the provider's on a Hindi page, else the English `fallback`. */
export function useClientCopy<Part extends keyof ClientCopy>(
  part: Part,
  fallback: ClientCopy[Part],
): ClientCopy[Part] {
  return useContext(ClientCopyContext)?.[part] ?? fallback;
}
