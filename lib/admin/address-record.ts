import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import { subscriptionsWith, type MySubscription } from "@/lib/account/my-data";
import type { Database } from "@/lib/supabase/database.types";

type Client = SupabaseClient<Database>;

type Tables = Database["public"]["Tables"];

/** What the site holds under one address, as a grievance or an erasure request needs it. */
export type AddressRecord = {
  email: string;
  account: Pick<Tables["users"]["Row"], "uid" | "name" | "created_at"> | null;
  subscriptions: MySubscription[];
  consents: Pick<
    Tables["consent_records"]["Row"],
    | "id"
    | "purpose"
    | "notice_version"
    | "form"
    | "page"
    | "asked_at"
    | "confirmed_at"
    | "withdrawn_at"
  >[];
  messages: Pick<
    Tables["contact_messages"]["Row"],
    "id" | "subject" | "created_at" | "handled_at"
  >[];
};

/** `text` for an `ilike` filter that matches it exactly, but for case. */
const exactIgnoringCase = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads the record with the team member's token; RLS gives the team, and only the team, all of it. */
export async function addressRecord(supabase: Client, email: string): Promise<AddressRecord> {
  const [account, subscriptions, consents, messages] = await Promise.all([
    supabase.from("users").select("uid,name,created_at").eq("email", email).maybeSingle(),
    subscriptionsWith(supabase, email),
    supabase
      .from("consent_records")
      .select("id,purpose,notice_version,form,page,asked_at,confirmed_at,withdrawn_at")
      .eq("email", email)
      .order("id"),
    supabase
      .from("contact_messages")
      .select("id,subject,created_at,handled_at")
      .ilike("email", exactIgnoringCase(email))
      .order("created_at", { ascending: false }),
  ]);
  for (const result of [account, consents, messages]) {
    if (result.error) throw new Error(`address record: ${result.error.message}`);
  }
  return {
    email,
    account: account.data,
    subscriptions,
    consents: consents.data ?? [],
    messages: messages.data ?? [],
  };
}
