// The request id rule, shared by proxy.ts (which settles each request's id) and the server code
// that logs.
export const REQUEST_ID_HEADER = "x-request-id";

/** An id we pass on as given: short, printable, nothing a log line or header could choke on. */
const PLAUSIBLE_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/**
 * The id of the request whose headers `get` reads: Vercel's own (`x-vercel-id`) on Vercel, the
 * trusted proxy's `X-Request-Id` when the request came through it, else a new one. A request came
 * through the proxy when it carries X-Forwarded-For, the header that proxy appends: the site
 * listens where only the proxy reaches it (as `clientAddress()` assumes), so a visitor cannot
 * choose the id that ties their request to the log.
 *
 * @param {(name: string) => string | null | undefined} get
 * @param {{ onVercel?: boolean }} [options]
 * @returns {string}
 */
export function resolveRequestId(get, { onVercel = Boolean(process.env.VERCEL) } = {}) {
  const candidate = onVercel
    ? get("x-vercel-id")
    : get("x-forwarded-for")
      ? get(REQUEST_ID_HEADER)
      : undefined;
  const trimmed = candidate?.trim();
  return trimmed && PLAUSIBLE_ID.test(trimmed) ? trimmed : crypto.randomUUID();
}
