import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import type { InboxQuery } from "@/lib/validations/admin";

export const INBOX_PAGE_SIZE = 10;

export type InboxMessage = Pick<
  Database["public"]["Tables"]["contact_messages"]["Row"],
  "id" | "name" | "email" | "subject" | "created_at" | "handled_at"
>;

export type ContactMessage = Database["public"]["Tables"]["contact_messages"]["Row"];

type Client = SupabaseClient<Database>;

/** PostgREST's own punctuation, which a search must not smuggle into the filter. */
const FILTER_PUNCTUATION = /[,()*\\%"':]/g;

/**
 * One page of the inbox, newest first, read with the team member's own token (RLS decides). The
 * search matches the sender's address or the subject, anywhere, ignoring case.
 */
export async function inboxPage(
  supabase: Client,
  { state, q, page }: InboxQuery,
): Promise<{ messages: InboxMessage[]; total: number }> {
  const from = (page - 1) * INBOX_PAGE_SIZE;
  let query = supabase
    .from("contact_messages")
    .select("id,name,email,subject,created_at,handled_at", { count: "exact" });
  if (state === "new") query = query.is("handled_at", null);
  if (state === "handled") query = query.not("handled_at", "is", null);
  const term = q.replace(FILTER_PUNCTUATION, " ").trim();
  if (term) query = query.or(`email.ilike.*${term}*,subject.ilike.*${term}*`);
  const { data, error, count } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, from + INBOX_PAGE_SIZE - 1);
  // Past the last page PostgREST answers 416; the page then shows none.
  if (error && error.code !== "PGRST103") throw new Error(`inbox: ${error.message}`);
  return { messages: data ?? [], total: count ?? 0 };
}

/** How many messages nobody in the team has handled yet. */
export async function newMessageCount(supabase: Client): Promise<number> {
  const { count, error } = await supabase
    .from("contact_messages")
    .select("id", { count: "exact", head: true })
    .is("handled_at", null);
  if (error) throw new Error(`inbox count: ${error.message}`);
  return count ?? 0;
}

/** One message, its opening written to the audit log by the same database call. */
export async function openMessage(supabase: Client, id: number): Promise<ContactMessage | null> {
  const { data, error } = await supabase.rpc("open_contact_message", { message_id: id });
  if (error) throw new Error(`message: ${error.message}`);
  return (data as ContactMessage[] | null)?.[0] ?? null;
}
