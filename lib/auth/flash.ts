import { flashUi } from "@/content/ui";

/**
 * One-shot messages that must survive a redirect (a server action that signs someone in ends with
 * `redirect()`, so it cannot toast). The action sets a short-lived cookie naming the message; the
 * header island reads it on the next page, shows the toast and deletes it. The cookie only ever
 * holds one of these keys, so nothing a visitor controls is displayed.
 */
export const FLASH_COOKIE = "gc-flash";

/** Long enough for a slow redirect, short enough that a stale message never shows up later. */
export const FLASH_MAX_AGE_SECONDS = 60;

/** The toasts, by kind, in English (content/ui.ts; a Hindi page's are in its client copy). */
export const FLASH_MESSAGES = flashUi;

export type FlashKind = keyof typeof FLASH_MESSAGES;

export function isFlashKind(value: string): value is FlashKind {
  return Object.hasOwn(FLASH_MESSAGES, value);
}

/** The flash named in a `document.cookie` string, if any. */
export function readFlash(cookieHeader: string): FlashKind | null {
  for (const part of cookieHeader.split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name === FLASH_COOKIE && isFlashKind(value)) return value;
  }
  return null;
}
