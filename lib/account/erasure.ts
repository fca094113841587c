import "server-only";

import type { AuthError, PostgrestError, SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

/**
 * The one erasure, for a member deleting their account and for the team erasing an address on
 * request: everything held under the address goes first (contact messages, subscriptions but for
 * a suppression entry, consent records), then the account, if there is one, with its users row
 * and sessions. A number-only account has no address: its consent records go with it (their
 * foreign key cascades). Needs the secret-key client. Returns the backend's error, or null.
 */
export async function eraseAddressAndAccount(
  admin: SupabaseClient<Database>,
  { email, userId }: { email: string | null; userId: string | null },
): Promise<PostgrestError | AuthError | null> {
  // If this fails the account stays, and the erasure can be tried again.
  if (email) {
    const erased = await admin.rpc("erase_address", { email });
    if (erased.error) return erased.error;
  }
  if (!userId) return null;
  const { error } = await admin.auth.admin.deleteUser(userId);
  return error;
}
