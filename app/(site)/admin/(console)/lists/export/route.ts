import { recordAudit } from "@/lib/admin/audit";
import { consoleViewer } from "@/lib/admin/session";
import { toCsv } from "@/lib/csv";
import { jsonError } from "@/lib/http/json-error";
import { withRequest } from "@/lib/http/with-request";
import { requestLog } from "@/lib/log/request-log";
import { siteConfig } from "@/lib/site-config";
import { confirmedSubscribers, subscriberColumns } from "@/lib/subscriptions/export";
import { createClient } from "@/lib/supabase/server";
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@/lib/validations/subscribe";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

function sourceOf(url: URL): SubscriptionSource | null {
  const value = url.searchParams.get("source");
  return SUBSCRIPTION_SOURCES.find((source) => source === value) ?? null;
}

/**
 * A list's confirmed addresses as CSV, the columns and writer of `npm run subscribers:export`,
 * read with the team member's own token after the export is written to the audit log.
 */
export const GET = withRequest(async (request: Request) => {
  const source = sourceOf(new URL(request.url));
  if (!source) {
    return jsonError(request, 400, "invalid_source", "Unknown list.", undefined, PRIVATE);
  }
  if ((await consoleViewer()).kind !== "team") {
    return jsonError(request, 404, "not_found", "Not found.", undefined, PRIVATE);
  }
  try {
    const supabase = await createClient();
    await recordAudit(supabase, "list.exported", source);
    const rows = await confirmedSubscribers(supabase, source);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(toCsv(subscriberColumns(siteConfig.url), rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="gurukul-code-${source}-${day}.csv"`,
        ...PRIVATE,
      },
    });
  } catch (cause) {
    requestLog(request.headers, "/admin/lists/export").error(
      { err: cause, event: "admin.export_failed" },
      "list export failed",
    );
    return jsonError(
      request,
      503,
      "backend_unavailable",
      "The list could not be exported just now.",
      undefined,
      PRIVATE,
    );
  }
});
