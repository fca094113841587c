import "server-only";

import { pageLog } from "@/lib/log/request-log";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient } from "@/lib/supabase/stateless";

import { isUnsubscribeToken } from "./links";

/** The database functions that answer for the one subscription row holding a token. */
type TokenFunction =
  | "subscription_by_token"
  | "unsubscribe"
  | "subscription_by_confirmation_token"
  | "confirm_subscription";

/**
 * Calls `fn` with a token from a list e-mail. The token is the capability the e-mail carries, so
 * the call uses the public key: the function answers only for the row holding it. "unknown" for
 * a token no row holds (malformed, used, expired or replaced); a backend failure throws.
 */
export async function callWithToken<Row>(
  fn: TokenFunction,
  token: string,
): Promise<Row | "unknown"> {
  if (!isUnsubscribeToken(token)) return "unknown";
  const { data, error } = await createStatelessClient(serverEndpoint())
    .rpc(fn, { token })
    .maybeSingle<Row>();
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
