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

/**
 * Errors from our pages' scripts (uncaught errors, unhandled rejections, the error page), sent as
 * beacons: logged as one line each, within a per-network and a site-wide limit per minute. A report lost
 * to a limit costs nothing a visitor sent us; the site-wide ceiling is logged once per window.
 */
export const POST = withRequest(async (request: Request) => {
  if (!isSameOrigin(request.headers)) {
    return jsonError(request, 403, "cross_origin", "Reports come from this site's pages only.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_REPORT_BYTES) return tooLarge(request);
  const admission = await admitClientError(request.headers);
  if (admission !== "accepted") {
    if (admission === "ceiling_reached") {
      requestLog(request.headers, "/api/client-errors").warn(
        { event: "client.error.ceiling" },
        "browser error reports reached the site-wide ceiling; the rest of this minute's are dropped",
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
  requestLog(request.headers, "/api/client-errors").error(
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
