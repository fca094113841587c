import type { NextRequest } from "next/server";

import { readBoundedBody } from "@/lib/http/bounded-body";
import { jsonError } from "@/lib/http/json-error";
import { withRequest } from "@/lib/http/with-request";
import { isUnsubscribeToken } from "@/lib/subscriptions/links";
import { unsubscribe } from "@/lib/subscriptions/unsubscribe";
import { requestLog } from "@/lib/log/request-log";

/** The largest body read: RFC 8058's is `List-Unsubscribe=One-Click`. */
const MAX_BODY_BYTES = 4096;

const NO_STORE = { "Cache-Control": "no-store" };

function refuse(request: Request, status: number, code: string, message: string): Response {
  return jsonError(request, status, code, message, undefined, NO_STORE);
}

function toPage(request: NextRequest, token: string | null, error?: string): Response {
  const page = new URL("/unsubscribe", request.nextUrl.origin);
  if (token !== null) page.searchParams.set("token", token);
  if (error) page.searchParams.set("error", error);
  return new Response(null, {
    status: 303,
    headers: { Location: `${page.pathname}${page.search}`, ...NO_STORE },
  });
}

type Body = "one-click" | "other" | "no_length" | "too_large";

/**
 * What the POST carries: RFC 8058's `List-Unsubscribe=One-Click` (form-encoded or multipart) or
 * anything else. A body must declare its length and fit in a few KB; it is never read further.
 */
async function readBody(request: NextRequest): Promise<Body> {
  if (!request.body) return "other";
  if (request.headers.get("content-length") === null) return "no_length";
  const bytes = await readBoundedBody(request, MAX_BODY_BYTES);
  if (bytes === null) return "too_large";
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return "other";
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    return form.get("List-Unsubscribe") === "One-Click" ? "one-click" : "other";
  } catch {
    return "other";
  }
}

/**
 * Opened in a browser (a mail client showing the `List-Unsubscribe` address): the unsubscribe
 * page, which asks before changing anything, since link scanners open links too.
 */
export const GET = withRequest((request: NextRequest) =>
  toPage(request, request.nextUrl.searchParams.get("token")),
);

/**
 * Unsubscribes the token's address from its list. A mail client's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`) gets 200 JSON; the unsubscribe page's button (a plain form post)
 * goes back to the page, which then confirms. No origin check: mail providers post from their own
 * servers, and the token in the address is the only permission needed.
 */
export const POST = withRequest(async (request: NextRequest) => {
  const token = request.nextUrl.searchParams.get("token");
  const body = await readBody(request);
  if (body === "no_length") {
    return refuse(request, 411, "length_required", "The request body must declare its length.");
  }
  if (body === "too_large") {
    return refuse(request, 413, "payload_too_large", "The request body is too large.");
  }
  const oneClick = body === "one-click";
  if (!isUnsubscribeToken(token)) {
    return oneClick
      ? refuse(request, 404, "unknown_token", "This unsubscribe link is not valid.")
      : toPage(request, token);
  }

  let outcome;
  try {
    outcome = await unsubscribe(token);
  } catch (error) {
    requestLog(request.headers, "/api/unsubscribe").error(
      { err: error, event: "unsubscribe.failed" },
      "unsubscribe failed: backend unavailable",
    );
    return oneClick
      ? refuse(
          request,
          503,
          "backend_unavailable",
          "The service is unavailable right now. Please try again later.",
        )
      : toPage(request, token, "backend_unavailable");
  }
  if (!oneClick) return toPage(request, token);
  if (outcome === "unknown") {
    return refuse(request, 404, "unknown_token", "This unsubscribe link is not valid.");
  }
  return Response.json({ ok: true }, { headers: NO_STORE });
});
