import "server-only";

import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient } from "@/lib/supabase/stateless";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

import { isUnsubscribeToken } from "./links";

export type Subscription = { email: string; source: SubscriptionSource; unsubscribed: boolean };

/** "unknown" for a token no row holds (malformed, or replaced by a later sign-up). */
export type Lookup = Subscription | "unknown";

/**
 * The token is the capability the e-mail carries, so both calls use the public key: the database
 * functions answer only for the row holding it. A backend failure throws.
 */
async function call(fn: "subscription_by_token" | "unsubscribe", token: string): Promise<Lookup> {
  if (!isUnsubscribeToken(token)) return "unknown";
  const { data, error } = await createStatelessClient(serverEndpoint())
    .rpc(fn, { token })
    .maybeSingle<Subscription>();
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data ?? "unknown";
}

/** What an unsubscribe link is about, without changing anything. */
export function findSubscription(token: string): Promise<Lookup> {
  return call("subscription_by_token", token);
}

/** Ends the subscription; the row stays as a suppression entry. A repeat is a quiet success. */
export function unsubscribe(token: string): Promise<Lookup> {
  return call("unsubscribe", token);
}
