import { headers } from "next/headers";

import { requestIdOf } from "@/lib/http/request-context";
import { log } from "@/lib/log/logger";

/** A logger whose lines carry the request's id and route. */
export function requestLog(requestHeaders: Headers, route: string) {
  return log.child({ requestId: requestIdOf(requestHeaders), route });
}

/**
 * The logger of a server action. Its route is the page the form was posted from: the Referer,
 * which the site's referrer policy sends whole for same-origin posts.
 */
export async function actionLog() {
  const requestHeaders = await headers();
  return requestLog(requestHeaders, pathOf(requestHeaders.get("referer")));
}

/** The logger of a server component rendering `route`. */
export async function pageLog(route: string) {
  return requestLog(await headers(), route);
}

function pathOf(referer: string | null): string {
  if (!referer) return "unknown";
  try {
    return new URL(referer).pathname;
  } catch {
    return "unknown";
  }
}

/** This request's id, from inside a server component or action. */
export async function currentRequestId(): Promise<string> {
  return requestIdOf(await headers());
}
