import "server-only";

import { clientNetwork } from "@gurukul/shared";

import { windowLimiter } from "@/lib/client-errors/limiter";
import { CLIENT_ERROR_LIMITS } from "@/lib/client-errors/report";
import { requestIdOf } from "@/lib/http/request-context";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id.mjs";
import { clientAddress, forwardingHeaders } from "@/lib/security/client-address";
import { serverEnv } from "@/lib/server-env";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient } from "@/lib/supabase/stateless";

/**
 * What becomes of one report: logged, dropped by its network's limit, or dropped by the site-wide
 * ceiling (`ceiling_reached` for the first report over it in a window, which is said once).
 */
export type Admission = "accepted" | "client_limit" | "ceiling_reached" | "over_ceiling";

const ADMISSIONS: ReadonlySet<string> = new Set<Admission>([
  "accepted",
  "client_limit",
  "ceiling_reached",
  "over_ceiling",
]);

/** Past this the database counts as out of reach for this report, as the form endpoints do. */
const DATABASE_TIMEOUT_MS = 10_000;

/**
 * While the database cannot answer, reports still reach the log (they matter most then) within the
 * same limits per network and in all, counted in this process alone.
 */
const fallback = windowLimiter(CLIENT_ERROR_LIMITS);

/**
 * Counts one report against the visitor's network and the site-wide ceiling in the database
 * (`public.admit_client_error`, one call), or in this process while the database is out of reach.
 */
export async function admitClientError(requestHeaders: Headers): Promise<Admission> {
  const address = clientAddress(requestHeaders);
  const verdict = await askDatabase(requestHeaders, address);
  if (verdict !== null) return verdict;
  return fallback(address ? clientNetwork(address) : "unknown") ? "accepted" : "client_limit";
}

async function askDatabase(
  requestHeaders: Headers,
  address: string | null,
): Promise<Admission | null> {
  const key = serverEnv().SUPABASE_SECRET_KEY;
  if (!key) return null;
  try {
    const supabase = createStatelessClient(
      { url: serverEndpoint().url, key },
      {
        headers: {
          ...forwardingHeaders(address),
          [REQUEST_ID_HEADER]: requestIdOf(requestHeaders),
        },
        timeoutMs: DATABASE_TIMEOUT_MS,
      },
    );
    const { data, error } = await supabase.rpc("admit_client_error");
    return !error && typeof data === "string" && ADMISSIONS.has(data) ? (data as Admission) : null;
  } catch {
    return null;
  }
}
