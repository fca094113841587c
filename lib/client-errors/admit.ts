import "server-only";

import { createHash } from "node:crypto";

import { clientNetwork } from "@gurukul/shared";

import { windowLimiter } from "@/lib/client-errors/limiter";
import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from "@/lib/client-errors/report";
import { visitorHeaders } from "@/lib/http/visitor-headers";
import { clientAddress } from "@/lib/security/client-address";
import { serverEnv } from "@/lib/server-env";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient } from "@/lib/supabase/stateless";

/**
 * What becomes of one report: logged, folded into an identical one already logged (`repeat`,
 * with the count so far), dropped by its network's limit, or dropped by the ceiling of its kind
 * (`ceiling_reached` for the first report over it in a window, which is said once).
 */
export type Admission =
  | { verdict: "accepted" | "client_limit" | "ceiling_reached" | "over_ceiling" }
  | { verdict: "repeat"; count: number };

const VERDICTS: ReadonlySet<string> = new Set([
  "accepted",
  "client_limit",
  "ceiling_reached",
  "over_ceiling",
]);

/** Reports that would read the same in the log share one: how the error surfaced, what and where. */
function fingerprintOf({ kind, message, page, stack }: ClientErrorReport): string {
  const firstFrame = stack?.split("\n").find((line) => line.trim().startsWith("at ")) ?? "";
  return createHash("sha256")
    .update(JSON.stringify([kind, message, page, firstFrame.trim()]))
    .digest("hex");
}

function admissionOf(data: unknown): Admission | null {
  if (typeof data !== "object" || data === null) return null;
  const { verdict, count } = data as { verdict?: unknown; count?: unknown };
  if (verdict === "repeat" && typeof count === "number") return { verdict, count };
  if (typeof verdict === "string" && VERDICTS.has(verdict)) {
    return { verdict: verdict as "accepted" };
  }
  return null;
}

/** Past this the database counts as out of reach for this report, as the form endpoints do. */
const DATABASE_TIMEOUT_MS = 10_000;

/**
 * While the database cannot answer, reports still reach the log (they matter most then) within the
 * same limits per network and in all, counted in this process alone.
 */
const fallback = windowLimiter(CLIENT_ERROR_LIMITS);

/**
 * Counts one report against the visitor's networks and its kind's ceiling in the database
 * (`public.admit_client_error_report`, one call), or in this process while the database is out
 * of reach.
 */
export async function admitClientError(
  requestHeaders: Headers,
  report: ClientErrorReport,
): Promise<Admission> {
  const address = clientAddress(requestHeaders);
  const verdict = await askDatabase(requestHeaders, address, report);
  if (verdict !== null) return verdict;
  return {
    verdict: fallback(address ? clientNetwork(address) : "unknown") ? "accepted" : "client_limit",
  };
}

async function askDatabase(
  requestHeaders: Headers,
  address: string | null,
  report: ClientErrorReport,
): Promise<Admission | null> {
  const key = serverEnv().SUPABASE_SECRET_KEY;
  if (!key) return null;
  try {
    const supabase = createStatelessClient(
      { url: serverEndpoint().url, key },
      {
        headers: visitorHeaders(requestHeaders, address),
        timeoutMs: DATABASE_TIMEOUT_MS,
      },
    );
    const { data, error } = await supabase.rpc("admit_client_error_report", {
      kind: report.kind,
      fingerprint: fingerprintOf(report),
    });
    return error ? null : admissionOf(data);
  } catch {
    return null;
  }
}
