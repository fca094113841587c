import { buildVersion } from "@/lib/build-version";
import { requestIdOf } from "@/lib/http/request-context";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id.mjs";
import { withRequest } from "@/lib/http/with-request";
import { serverEnv } from "@/lib/server-env";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { createStatelessClient } from "@/lib/supabase/stateless";
import { requestLog } from "@/lib/log/request-log";

export const dynamic = "force-dynamic";

/** How long the database may take before the check calls it unreachable. */
const DATABASE_TIMEOUT_MS = 3000;

export type HealthBody = {
  status: "ok" | "unavailable";
  database: "ok" | "unreachable";
  /** Round trip of the database check, milliseconds. */
  latencyMs: number;
  /** The build serving: package version and commit. */
  version: string;
};

/**
 * The key the check reads with: the secret key where the server has it, so the check rides in the
 * capacity the backend keeps for the site's own calls and a flood of slow anonymous reads does not
 * make a healthy database look down; else the public key.
 */
function healthEndpoint() {
  const endpoint = serverEndpoint();
  const secret = serverEnv().SUPABASE_SECRET_KEY;
  return secret ? { ...endpoint, key: secret } : endpoint;
}

/**
 * For load balancers, uptime monitors and deploy scripts: 200 while this process serves and its
 * database answers through the API (one indexed read of a public table), else 503. Never cached.
 */
async function health(request: Request) {
  const started = performance.now();
  let database: HealthBody["database"] = "ok";
  try {
    const { error } = await createStatelessClient(healthEndpoint(), {
      timeoutMs: DATABASE_TIMEOUT_MS,
      headers: { [REQUEST_ID_HEADER]: requestIdOf(request.headers) },
    })
      .from("ai_news")
      // Not a HEAD request: postgrest-js reports a 404 without a body (a missing table) as success.
      .select("id")
      .limit(1)
      .retry(false);
    if (error) throw new Error(error.message || error.code);
  } catch (cause) {
    requestLog(request.headers, "/api/health").error(
      { err: cause, event: "health.database_unreachable" },
      "health: database check failed",
    );
    database = "unreachable";
  }
  const body: HealthBody = {
    status: database === "ok" ? "ok" : "unavailable",
    database,
    latencyMs: Math.round(performance.now() - started),
    version: buildVersion(),
  };
  return Response.json(body, {
    status: database === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

/** Its request line is logged at debug while it answers 200: monitors poll it all day. */
export const GET = withRequest(health, { quiet: true });
