import type { IncomingMessage } from "node:http";

import { createLogger } from "./logger";
import type { Logger } from "./logger";

let fallback: Logger | undefined;

/**
 * The backend's logger when its caller passes none (`logger` option): the site's kind, JSON lines
 * on stdout, each marked `service: "backend"`. One per process, however many backends it starts.
 */
export function defaultBackendLogger(): Logger {
  return (fallback ??= createLogger().child({ service: "backend" }));
}

/** The caller's `X-Request-Id`: the site's request this call is made for (at most 128 characters). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const requestId = req.headers["x-request-id"];
  return typeof requestId === "string" ? requestId.slice(0, 128) : undefined;
}
