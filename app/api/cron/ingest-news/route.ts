import { NextResponse } from "next/server";

import { jsonError } from "@/lib/http/json-error";
import { withRequest } from "@/lib/http/with-request";
import { hasCronSecret } from "@/lib/news/cron";
import { runNewsIngestion } from "@/lib/news/service";
import { enforceRetention } from "@/lib/retention/enforce";
import { serverEnv } from "@/lib/server-env";
import { requestLog } from "@/lib/log/request-log";
import { createServiceClient } from "@/lib/supabase/service";

export const dynamic = "force-dynamic";
// Feeds are read with per-feed timeouts, all in parallel; leave room for the slowest one.
export const maxDuration = 60;

function error(request: Request, status: number, code: string, message: string) {
  return jsonError(request, status, code, message, undefined, { "Cache-Control": "no-store" });
}

async function ingest(request: Request) {
  const log = requestLog(request.headers, "/api/cron/ingest-news");
  const secret = serverEnv().CRON_SECRET;
  if (!secret)
    return error(request, 503, "not_configured", "CRON_SECRET is not set on this server.");
  if (!hasCronSecret(request, secret)) {
    return error(request, 401, "unauthorized", "A valid bearer token is required.");
  }
  try {
    const report = await runNewsIngestion();
    log.info({ event: "news.ingested", report }, "news ingestion finished");
    // The daily schedule also deletes what is kept no longer; a failure here is logged and
    // reported, and the next run catches up (the job is idempotent).
    let retention = null;
    try {
      retention = await enforceRetention(
        createServiceClient(),
        serverEnv().CONTACT_MESSAGE_RETENTION_MONTHS,
      );
      log.info({ event: "retention.enforced", retention }, "retention enforced");
    } catch (cause) {
      log.error({ err: cause, event: "retention.failed" }, "retention failed");
    }
    return NextResponse.json(
      { ...report, retention },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (cause) {
    log.error({ err: cause, event: "news.ingestion_failed" }, "news ingestion failed");
    return error(
      request,
      503,
      "backend_unavailable",
      "News ingestion failed: the backend is unavailable.",
    );
  }
}

/** Vercel Cron calls with GET and `Authorization: Bearer $CRON_SECRET` (see vercel.json). */
export const GET = withRequest(ingest);
/** Schedulers that post (a cron line or systemd timer with curl, see README). */
export const POST = withRequest(ingest);
