// The request id rule, shared by proxy.ts (which settles each request's id) and the server code
// that logs.
export const REQUEST_ID_HEADER = "x-request-id";

/** An id we pass on as given: short, printable, nothing a log line or header could choke on. */
const PLAUSIBLE_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/**
 * The header that says a request came through the proxy in front: deploy/nginx.conf sets it, and
 * Next never does. X-Forwarded-For cannot say so: `next start` adds it, with the socket's address,
 * to every request that arrives without one, before proxy.ts or a route handler sees the request.
 */
const PROXY_MARK_HEADER = "x-real-ip";

/**
 * The id of the request whose headers `get` reads: Vercel's own (`x-vercel-id`) on Vercel, the
 * trusted proxy's `X-Request-Id` when the request came through it (it carries
 * `PROXY_MARK_HEADER`), else a new one. The site listens where only the proxy reaches it (as
 * `clientAddress()` assumes), and a client that reaches it some other way (a local tool, a test)
 * gets an id of the site's unless it sends the proxy's mark too: a visitor does not choose the id
 * that ties their request to the log.
 *
 * @param {(name: string) => string | null | undefined} get
 * @param {{ onVercel: boolean }} options
 * @returns {string}
 */
export function resolveRequestId(get, { onVercel }) {
  const candidate = onVercel
    ? get("x-vercel-id")
    : get(PROXY_MARK_HEADER)
      ? get(REQUEST_ID_HEADER)
      : undefined;
  const trimmed = candidate?.trim();
  return trimmed && PLAUSIBLE_ID.test(trimmed) ? trimmed : crypto.randomUUID();
}
