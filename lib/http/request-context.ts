import { AsyncLocalStorage } from "node:async_hooks";

import { proxyRunsFor } from "@/lib/http/proxy-scope";
import { REQUEST_ID_HEADER, resolveRequestId } from "@/lib/http/request-id.mjs";
import { platformEnv } from "@/lib/server-env";

/** Ids settled here, kept per request: every line, the answer and the backend see the same one. */
const settled = new WeakMap<Headers, string>();

/** The id `withRequest` settled for the route handler running in this async context. */
const handlerScope = new AsyncLocalStorage<string>();

/**
 * The id of the request these headers belong to, by one rule wherever it is asked:
 *
 * - Inside a route handler (every one is wrapped in `withRequest`), the id settled when the
 *   handler was entered, from its path (see `settleRequestId`): the same whichever `Headers`
 *   object the caller holds, `request.headers` or `await headers()`.
 * - Given the request's `pathname`, the rule of `settleRequestId`.
 * - Otherwise the caller is a page, a server action or proxy.ts itself, where proxy.ts has
 *   already written the id into `X-Request-Id` (the trusted proxy's or a new one). On Vercel it
 *   is Vercel's own id.
 */
export function requestIdOf(requestHeaders: Headers, pathname?: string): string {
  const scoped = handlerScope.getStore();
  if (scoped) return scoped;
  return settle(requestHeaders, pathname === undefined || proxyRunsFor(pathname));
}

/**
 * The id of a request to `pathname`, settled once per request: where proxy.ts ran
 * (`proxyRunsFor`), the `X-Request-Id` it wrote; where it did not, the header is the client's own,
 * so the proxy's rule is applied here instead (`resolveRequestId`: Vercel's id, a trusted
 * proxy's id, else a new one), and a visitor cannot choose the id of their request.
 */
export function settleRequestId(requestHeaders: Headers, pathname: string): string {
  return settle(requestHeaders, proxyRunsFor(pathname));
}

function settle(requestHeaders: Headers, proxyRan: boolean): string {
  const onVercel = platformEnv.onVercel();
  const given = proxyRan && !onVercel ? requestHeaders.get(REQUEST_ID_HEADER) : null;
  if (given) return given;
  let id = settled.get(requestHeaders);
  if (!id) {
    id = resolveRequestId((name) => requestHeaders.get(name), { onVercel });
    settled.set(requestHeaders, id);
  }
  return id;
}

/** Runs `handler` with `requestId` as the answer of every `requestIdOf` inside it. */
export function runWithRequestId<T>(requestId: string, handler: () => T): T {
  return handlerScope.run(requestId, handler);
}
