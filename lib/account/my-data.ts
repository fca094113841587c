import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import { createServiceClient } from "@/lib/supabase/service";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

export type SubscriptionState = "pending" | "subscribed" | "unsubscribed";

export type MySubscription = {
  source: SubscriptionSource;
  state: SubscriptionState;
  asked_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};

type SubscriptionRow = {
  source: string;
  subscribed_at: string;
  confirmed_at: string | null;
  requested_at: string | null;
  unsubscribed_at: string | null;
};

/** A pending request counts first: an address that left and asked again is waiting to confirm. */
function stateOf(row: SubscriptionRow): SubscriptionState {
  if (row.requested_at) return "pending";
  if (row.unsubscribed_at) return "unsubscribed";
  return row.confirmed_at ? "subscribed" : "pending";
}

export async function subscriptionsWith(
  admin: SupabaseClient<Database>,
  email: string,
): Promise<MySubscription[]> {
  const { data, error } = await admin
    .from("subscriptions")
    .select("source,subscribed_at,confirmed_at,requested_at,unsubscribed_at")
    .eq("email", email.toLowerCase())
    .order("source");
  if (error) throw new Error(`subscriptions: ${error.message}`);
  return (data as SubscriptionRow[]).map((row) => ({
    source: row.source as SubscriptionSource,
    state: stateOf(row),
    asked_at: row.requested_at ?? row.subscribed_at,
    confirmed_at: row.confirmed_at,
    unsubscribed_at: row.unsubscribed_at,
  }));
}

/**
 * The lists an address is on, in any state. Subscriptions are kept by address, not by account,
 * and only the server reads them (secret key): call it for the signed-in member's own address.
 */
export function subscriptionsOf(email: string): Promise<MySubscription[]> {
  return subscriptionsWith(createServiceClient(), email);
}

/**
 * Unsubscribes the member's address from one list through the same function as the e-mail's
 * link (the consent is withdrawn, the row stays as a suppression entry). A repeat is quiet.
 */
export async function unsubscribeAddress(email: string, source: SubscriptionSource) {
  const admin = createServiceClient();
  const { data, error } = await admin
    .from("subscriptions")
    .select("unsubscribe_token")
    .eq("email", email.toLowerCase())
    .eq("source", source)
    .maybeSingle<{ unsubscribe_token: string }>();
  if (error) throw new Error(`subscriptions: ${error.message}`);
  if (!data) return;
  const ended = await admin.rpc("unsubscribe", { token: data.unsubscribe_token });
  if (ended.error) throw new Error(`unsubscribe: ${ended.error.message}`);
}

export type AccountFacts = {
  id: string;
  /** Null for a member who signs in by mobile number only. */
  email: string | null;
  phone: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  last_sign_in_at: string | null;
};

/**
 * Everything the site holds about a member, for "Download my data": the account, its profile row,
 * the subscriptions and consent records of its address (of the account, without one), and the
 * contact messages sent from it.
 */
export async function memberData(account: AccountFacts) {
  const admin = createServiceClient();
  const email = account.email?.toLowerCase() ?? null;
  const consentQuery = admin
    .from("consent_records")
    .select("purpose,notice_version,form,page,asked_at,confirmed_at,withdrawn_at")
    .order("id");
  const [profile, subscriptions, consents, messages, callbacks, assessments] = await Promise.all([
    admin.from("users").select("name,email,created_at").eq("uid", account.id).maybeSingle(),
    email ? subscriptionsWith(admin, email) : Promise.resolve([]),
    email ? consentQuery.eq("email", email) : consentQuery.eq("user_id", account.id),
    email
      ? admin.rpc("contact_messages_from", { email })
      : Promise.resolve({ data: [], error: null }),
    admin.rpc("callback_requests_of", { member: account.id }),
    admin
      .from("assessment_results")
      .select("version,answers,scores,directions,taken_at,created_at")
      .eq("user_id", account.id)
      .order("id"),
  ]);
  for (const result of [profile, consents, messages, callbacks, assessments]) {
    if (result.error) throw new Error(result.error.message);
  }
  return {
    exported_at: new Date().toISOString(),
    account,
    profile: profile.data,
    subscriptions,
    consent_records: consents.data ?? [],
    contact_messages: messages.data ?? [],
    callback_requests: callbacks.data ?? [],
    assessment_results: assessments.data ?? [],
  };
}
