// The optional error tracker (Sentry, on the server only), loaded only when SENTRY_DSN is set.
import * as Sentry from "@sentry/nextjs";

import { buildVersion } from "@/lib/build-version";
import { platformEnv } from "@/lib/server-env";

/** Starts the tracker; once at server start (`instrumentation.ts`). */
export function startErrorTracker(dsn: string): void {
  Sentry.init({
    dsn,
    release: buildVersion(),
    environment: platformEnv.deployment(),
    // Errors only: no performance tracing, and nothing about the visitor beyond what we tag.
    tracesSampleRate: 0,
    sendDefaultPii: false,
  });
}

/** Sends a server error to the tracker, tagged with the request id the visitor's page shows. */
export function trackRequestError(
  error: unknown,
  requestId: string,
  ...request: Parameters<typeof Sentry.captureRequestError> extends [unknown, ...infer Rest]
    ? Rest
    : never
): void {
  Sentry.withScope((scope) => {
    scope.setTag("request_id", requestId);
    Sentry.captureRequestError(error, ...request);
  });
}
