import type { NextRequest } from "next/server";

import { confirmSubscription } from "@/lib/subscriptions/confirmation";
import { isUnsubscribeToken } from "@/lib/subscriptions/links";
import { requestLog } from "@/lib/log/request-log";
import { withRequest } from "@/lib/http/with-request";

const NO_STORE = { "Cache-Control": "no-store" };

function toPage(request: NextRequest, query: Record<string, string>): Response {
  const page = new URL("/confirm-subscription", request.nextUrl.origin);
  for (const [name, value] of Object.entries(query)) page.searchParams.set(name, value);
  return new Response(null, {
    status: 303,
    headers: { Location: `${page.pathname}${page.search}`, ...NO_STORE },
  });
}

/** Opened as a link: the page, which asks before changing anything (scanners open links too). */
export const GET = withRequest((request: NextRequest) => {
  const token = request.nextUrl.searchParams.get("token");
  return toPage(request, token === null ? {} : { token });
});

/**
 * The confirmation page's button (a plain form post, so it works without JavaScript): confirms
 * the request the token belongs to and goes back to the page, which then says so.
 */
export const POST = withRequest(async (request: NextRequest) => {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  if (!isUnsubscribeToken(token)) return toPage(request, { token });
  try {
    const outcome = await confirmSubscription(token);
    return outcome === "unknown"
      ? toPage(request, { token })
      : toPage(request, { confirmed: outcome.source });
  } catch (error) {
    requestLog(request.headers, "/api/subscribe/confirm").error(
      { err: error, event: "subscription.confirm_failed" },
      "subscription confirmation failed",
    );
    return toPage(request, { token, error: "backend_unavailable" });
  }
});
