// Shared by the site and `npm run subscribers:export`: kept free of server-only imports.
import { listNames } from "@/content/site-mail";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

/** What each list is called where a subscriber sees it (the unsubscribe page). */
export const LIST_NAMES: Record<SubscriptionSource, string> = listNames;

/** An unsubscribe token as the database issues it: 64 lower-case hex digits. */
export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
}

/** The page a subscriber opens from the e-mail's footer link. */
export function unsubscribePageUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe?token=${token}`;
}

/**
 * The RFC 8058 one-click address for the `List-Unsubscribe` header (with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`); opened in a browser it shows the page.
 */
export function oneClickUnsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/unsubscribe?token=${token}`;
}

/** The page a confirmation e-mail links to; only its button confirms. */
export function confirmSubscriptionPageUrl(origin: string, token: string): string {
  return `${origin}/confirm-subscription?token=${token}`;
}
