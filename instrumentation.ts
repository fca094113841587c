import type { Instrumentation } from "next";

/**
 * Runs once when a server starts: configuration errors stop it before it serves a request, and
 * the error tracker starts when `SENTRY_DSN` is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { serverEnv, stopOnInvalidEnv } = await import("@/lib/server-env");
    stopOnInvalidEnv();
    const dsn = serverEnv().SENTRY_DSN;
    if (dsn) {
      const { startErrorTracker } = await import("@/lib/log/error-tracker");
      startErrorTracker(dsn);
    }
  }
}

/** Every error Next catches on the server is logged with its request id and stack. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/log/request-error");
  await reportRequestError(...args);
};
