import { REQUEST_ID_HEADER, resolveRequestId } from "@/lib/http/request-id.mjs";

/** Ids minted here, kept per request so every line and the page show the same one. */
const minted = new WeakMap<Headers, string>();

/**
 * The id of the request these headers belong to. proxy.ts has already written it into
 * `X-Request-Id` (the trusted proxy's or a new one); on Vercel it is Vercel's own id; where the
 * proxy did not run, one is minted once per request.
 */
export function requestIdOf(requestHeaders: Headers): string {
  const given = process.env.VERCEL ? null : requestHeaders.get(REQUEST_ID_HEADER);
  if (given) return given;
  let id = minted.get(requestHeaders);
  if (!id) {
    id = resolveRequestId((name) => requestHeaders.get(name));
    minted.set(requestHeaders, id);
  }
  return id;
}
