"use client";

import { createContext, useContext, type ReactNode } from "react";

import type * as callback from "@/content/callback";
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
  subscribeFormUi: Translation<typeof ui.subscribeFormUi>;
  publicFormUi: Translation<typeof ui.publicFormUi>;
  flashUi: Translation<typeof ui.flashUi>;
  mainNav: Translation<typeof nav.mainNav>;
  overviewLabel: string;
  authLinks: Translation<typeof nav.authLinks>;
  collectionNotice: {
    notices: Translation<typeof legal.COLLECTION_NOTICES>;
    privacyLinkLabel: string;
    termsLinkLabel: string;
  };
};

/**
 * The parts of `content/ui.ts` that only the pages with their forms carry: a server component
 * around such a form hands them on (lib/i18n/form-copy.tsx), so the other pages stay without them.
 */
export type FormPart =
  | "authFieldsUi"
  | "captchaUi"
  | "signInChoicesUi"
  | "loginFormUi"
  | "signupFormUi"
  | "emailLinkFormUi"
  | "codeFormUi"
  | "checkEmailUi"
  | "emailCodeSignInUi"
  | "phoneSignInUi"
  | "resetPasswordFormUi"
  | "contactFormUi"
  | "validationUi";

/** A form's words, by part. */
export type FormCopy = { [Part in FormPart]: Translation<(typeof ui)[Part]> };

/**
 * The callback form's words (content/callback.ts), its sentence about the call worded ahead
 * with and without the chosen window (`{window}`), since a function does not reach the browser.
 */
export type CallbackWords = Omit<Translation<typeof callback.callbackCopy>, "sentText"> & {
  sentText: { chosen: string; unchosen: string };
};

type PageCopy = ClientCopy & FormCopy & { callbackForm: CallbackWords };

const ClientCopyContext = createContext<Partial<PageCopy> | null>(null);

/**
 * Hands a Hindi page's client components their words. English pages have no provider: each
 * component falls back to the English part it imports, so an English page's HTML carries no
 * dictionary and its script only the words it shows, as before there were two languages. A
 * provider inside another adds its parts to the outer one's (a form's words on its page).
 */
export function ClientCopyProvider({
  copy,
  children,
}: {
  copy: Partial<PageCopy>;
  children: ReactNode;
}) {
  const outer = useContext(ClientCopyContext);
  return (
    <ClientCopyContext value={outer ? { ...outer, ...copy } : copy}>{children}</ClientCopyContext>
  );
}

/** The page's words for one part: the provider's on a Hindi page, else the English `fallback`. */
export function useClientCopy<Part extends keyof PageCopy>(
  part: Part,
  fallback: PageCopy[Part],
): PageCopy[Part] {
  return useContext(ClientCopyContext)?.[part] ?? fallback;
}
