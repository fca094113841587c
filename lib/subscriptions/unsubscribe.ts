import "server-only";

import type { SubscriptionSource } from "@/lib/validations/subscribe";

import { callWithToken } from "./token-call";

export type Subscription = { email: string; source: SubscriptionSource; unsubscribed: boolean };

/** "unknown" for a token no row holds (malformed, or replaced by a later sign-up). */
export type Lookup = Subscription | "unknown";

/** What an unsubscribe link is about, without changing anything. */
export function findSubscription(token: string): Promise<Lookup> {
  return callWithToken<Subscription>("subscription_by_token", token);
}

/** Ends the subscription; the row stays as a suppression entry. A repeat is a quiet success. */
export function unsubscribe(token: string): Promise<Lookup> {
  return callWithToken<Subscription>("unsubscribe", token);
}
