/**
 * One-shot messages that must survive a redirect (a server action that signs someone in ends with
 * `redirect()`, so it cannot toast). The action sets a short-lived cookie naming the message; the
 * header island reads it on the next page, shows the toast and deletes it. The cookie only ever
 * holds one of these keys, so nothing a visitor controls is displayed.
 */
export const FLASH_COOKIE = "gc-flash";

/** Long enough for a slow redirect, short enough that a stale message never shows up later. */
export const FLASH_MAX_AGE_SECONDS = 60;

export const FLASH_MESSAGES = {
  login: { title: "Login successful", description: "Welcome back!" },
  signup: {
    title: "Account created",
    description: "Welcome to Gurukul Code! Your journey starts now.",
  },
  "password-updated": {
    title: "Password updated",
    description: "Your new password is set and you're signed in.",
  },
  logout: { title: "Logged out", description: "You have been successfully logged out." },
  "email-changed": {
    title: "E-mail changed",
    description: "Log in with your new e-mail address from now on.",
  },
  "email-change-accepted": {
    title: "Link accepted",
    description: "Now open the link we sent to your other e-mail address to finish the change.",
  },
  "account-deleted": {
    title: "Account deleted",
    description: "Your account and profile are gone. Thank you for learning with us.",
  },
} as const satisfies Record<string, { title: string; description: string }>;

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
