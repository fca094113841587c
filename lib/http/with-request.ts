import { unstable_rethrow } from "next/navigation";

import { jsonError } from "@/lib/http/json-error";
import { runWithRequestId, settleRequestId } from "@/lib/http/request-context";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id.mjs";
import { requestLog } from "@/lib/log/request-log";
import { serverEnv } from "@/lib/server-env";

type Handler<R extends Request, Rest extends unknown[]> = (
  request: R,
  ...rest: Rest
) => Response | Promise<Response>;

export type RequestOptions = {
  /**
   * A route polled all day (the health check): its request line is logged at `debug`, below the
   * default level, unless it answers 5xx, so the journal holds the failures and not every poll.
   */
  quiet?: boolean;
};

/** Headers never passed on to the error tracker. */
const PRIVATE_HEADERS = new Set(["cookie", "authorization", "apikey"]);

/**
 * Every route handler is wrapped in this (`export const GET = withRequest(async (req) => …)`):
 *
 * - It settles the request's id from its path (`settleRequestId`: the proxy's where proxy.ts ran,
 *   else by the proxy's rule), which every `requestIdOf` inside the handler answers with, and sets
 *   it on the response as `X-Request-Id`.
 * - It logs one line per request: `"event":"request"` with `method`, `route` (the path, never the
 *   query, which may hold a token), `status` and `durationMs`, the time until the handler
 *   answered (a streamed body, such as the gateway's, goes on streaming after it; nginx's line
 *   times the whole transfer). `info` below 500, `error` from 500.
 * - A handler that throws is answered with a 500 error body whose reference is the id, and its
 *   line carries the error and its stack. Next never sees the error, so `onRequestError`
 *   (lib/log/request-error.ts) logs nothing more for it; the error tracker gets it from here.
 *   Next's own control flow (`redirect()`, `notFound()`, dynamic-usage bailouts) is rethrown.
 */
export function withRequest<R extends Request, Rest extends unknown[]>(
  handler: Handler<R, Rest>,
  { quiet = false }: RequestOptions = {},
): (request: R, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const started = performance.now();
    const route = new URL(request.url).pathname;
    const requestId = settleRequestId(request.headers, route);
    return runWithRequestId(requestId, async () => {
      let response: Response;
      let thrown: { error: unknown } | null = null;
      try {
        response = await handler(request, ...rest);
      } catch (error) {
        unstable_rethrow(error);
        thrown = { error };
        response = jsonError(
          request,
          500,
          "internal_error",
          "Something went wrong on our side. Please try again later.",
          undefined,
          { "Cache-Control": "no-store" },
        );
      }
      const status = response.status;
      const level = status >= 500 ? "error" : quiet ? "debug" : "info";
      requestLog(request.headers, route)[level](
        {
          event: "request",
          method: request.method,
          status,
          durationMs: Math.round(performance.now() - started),
          ...(thrown ? { err: thrown.error } : {}),
        },
        `${request.method} ${route} ${status}`,
      );
      if (thrown && serverEnv().SENTRY_DSN) await track(thrown.error, requestId, request, route);
      return withRequestIdHeader(response, requestId);
    });
  };
}

/** The response with `X-Request-Id` set; copied first when its headers are immutable. */
function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Response.redirect() and fetch() answers: same status, headers and (unread) body stream.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

async function track(error: unknown, requestId: string, request: Request, route: string) {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!PRIVATE_HEADERS.has(name)) headers[name] = value;
  });
  try {
    const { trackRequestError } = await import("@/lib/log/error-tracker");
    trackRequestError(
      error,
      requestId,
      { path: route, method: request.method, headers },
      { routerKind: "App Router", routePath: route, routeType: "route" },
    );
  } catch {
    // The line above is the record; a tracker that cannot load must not change the answer.
  }
}
