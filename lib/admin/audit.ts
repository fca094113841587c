import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

type Client = SupabaseClient<Database>;

export type AuditEntry = Database["public"]["Tables"]["audit_log"]["Row"];

/** The audit actions a console page writes itself; opening and handling a message write theirs. */
export type AuditAction = "address.looked_up" | "list.exported" | "address.erased";

export const AUDIT_PAGE_SIZE = 25;

/**
 * Writes who viewed what, with the team member's token: the database refuses anyone else, so a
 * page shows personal data only once this has succeeded.
 */
export async function recordAudit(supabase: Client, action: AuditAction, subject: string) {
  const { error } = await supabase.rpc("record_audit", { action, subject });
  if (error) throw new Error(`audit: ${error.message}`);
}

/** The newest audit entries, a page at a time. */
export async function auditPage(
  supabase: Client,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const from = (page - 1) * AUDIT_PAGE_SIZE;
  const { data, error, count } = await supabase
    .from("audit_log")
    .select("*", { count: "exact" })
    .order("at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (error && error.code !== "PGRST103") throw new Error(`audit: ${error.message}`);
  return { entries: data ?? [], total: count ?? 0 };
}
