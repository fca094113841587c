import "server-only";

import { pageLog } from "@/lib/log/request-log";
import { createServiceClient } from "@/lib/supabase/service";

import { isUnsubscribeToken } from "./links";

/** The database functions that answer for the one subscription row holding a token. */
type TokenFunction =
  | "subscription_by_token"
  | "unsubscribe"
  | "subscription_by_confirmation_token"
  | "confirm_subscription";

/**
 * Calls `fn` with a token from a list e-mail: the function answers only for the row holding it.
 * Only the secret key may call these functions (they run as their owner), so a token is tried
 * through our pages alone. "unknown" for a token no row holds (malformed, used, expired or
 * replaced); a backend failure throws.
 */
export async function callWithToken<Row>(
  fn: TokenFunction,
  token: string,
): Promise<Row | "unknown"> {
  if (!isUnsubscribeToken(token)) return "unknown";
  const { data, error } = await createServiceClient().rpc(fn, { token }).maybeSingle<Row>();
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data ?? "unknown";
}

/**
 * A token page's lookup: its answer, or "unavailable" when the backend fails (logged under the
 * page's path and `event`), so the page can ask for a reload instead of failing.
 */
export async function lookupForPage<Row>(
  page: string,
  log: { event: string; message: string },
  lookup: () => Promise<Row>,
): Promise<Row | "unavailable"> {
  try {
    return await lookup();
  } catch (error) {
    (await pageLog(page)).error({ err: error, event: log.event }, log.message);
    return "unavailable";
  }
}
