import { admitClientError } from "@/lib/client-errors/admit";
import {
  CLIENT_ERROR_LIMITS,
  clientErrorSchema,
  MAX_REPORT_BYTES,
} from "@/lib/client-errors/report";
import { readBoundedBody } from "@/lib/http/bounded-body";
import { jsonError } from "@/lib/http/json-error";
import { withRequest } from "@/lib/http/with-request";
import { maskEmail } from "@/lib/log/mask-email";
import { requestLog } from "@/lib/log/request-log";
import { isSameOrigin } from "@/lib/security/same-origin";

export const dynamic = "force-dynamic";

const EMAIL_IN_TEXT = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;

/** Error messages can quote what someone typed: any address in them is masked. */
const masked = (text: string | undefined) =>
  text?.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));

/** Repeats of one report are logged when their count reaches 10, 100, 1000, … */
const isMilestone = (count: number) => count >= 10 && /^10*$/.test(String(count));

/**
 * Errors from our pages' scripts (uncaught errors, unhandled rejections, the error page), sent as
 * beacons: logged as one line each, within per-network limits and a site-wide ceiling per kind per
 * minute. A report identical to one already logged is only counted, so a flood of made-up reports
 * cannot keep a real, repeated one out. A report lost to a limit costs nothing a visitor sent us;
 * a ceiling reached is logged once per window.
 */
export const POST = withRequest(async (request: Request) => {
  if (!isSameOrigin(request.headers)) {
    return jsonError(request, 403, "cross_origin", "Reports come from this site's pages only.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_REPORT_BYTES) return tooLarge(request);

  const text = await readLimited(request);
  if (text === null) return tooLarge(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const parsed = clientErrorSchema.safeParse(body);
  if (!parsed.success) {
    return jsonError(request, 400, "invalid_input", "Not an error report.");
  }

  const { kind, message, stack, page, reference } = parsed.data;
  const log = requestLog(request.headers, "/api/client-errors");
  const admission = await admitClientError(request.headers, parsed.data);
  if (admission.verdict === "repeat") {
    if (isMilestone(admission.count)) {
      log.error(
        {
          event: "client.error.repeated",
          kind,
          page,
          message: masked(message),
          count: admission.count,
        },
        `browser error on ${page} reported ${admission.count} times this window: ${masked(message)}`,
      );
    }
    return new Response(null, { status: 204 });
  }
  if (admission.verdict !== "accepted") {
    if (admission.verdict === "ceiling_reached") {
      log.warn(
        { event: "client.error.ceiling", kind },
        `browser ${kind} reports reached the site-wide ceiling; this window's new ones are dropped`,
      );
    }
    return jsonError(
      request,
      429,
      "rate_limited",
      "Too many reports; try again in a minute.",
      undefined,
      { "Retry-After": String(CLIENT_ERROR_LIMITS.windowMs / 1000) },
    );
  }

  log.error(
    {
      event: "client.error",
      kind,
      page,
      message: masked(message),
      stack: masked(stack),
      reference,
      userAgent: request.headers.get("user-agent")?.slice(0, 300),
    },
    `browser error on ${page}: ${masked(message)}`,
  );
  return new Response(null, { status: 204 });
});

function tooLarge(request: Request) {
  return jsonError(
    request,
    413,
    "payload_too_large",
    `Reports are at most ${MAX_REPORT_BYTES} bytes.`,
  );
}

/** The body as text, or null once it passes the limit (a stream may not declare its length). */
async function readLimited(request: Request): Promise<string | null> {
  const bytes = await readBoundedBody(request, MAX_REPORT_BYTES);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
