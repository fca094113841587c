import type { Instrumentation } from "next";

import { requestIdOf } from "@/lib/http/request-context";
import { log } from "@/lib/log/logger";
import { serverEnv } from "@/lib/server-env";

type OnRequestError = Parameters<Instrumentation.onRequestError>;

/**
 * One line for every error Next catches on the server (route handlers, server actions, rendering,
 * the proxy): its request id, the route and the stack, plus the digest the error page shows. The
 * error tracker gets it too when one is configured.
 */
export async function reportRequestError(...[error, request, context]: OnRequestError) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const requestId = requestIdOf(headers);
  log.error(
    {
      event: "request.error",
      requestId,
      method: request.method,
      // The path only: a query may hold a token.
      route: request.path.split("?")[0],
      routePath: context.routePath,
      routeType: context.routeType,
      digest: (error as { digest?: unknown } | null)?.digest,
      err: error,
    },
    "server error",
  );
  if (serverEnv().SENTRY_DSN) {
    const { trackRequestError } = await import("@/lib/log/error-tracker");
    trackRequestError(error, requestId, request, context);
  }
}
