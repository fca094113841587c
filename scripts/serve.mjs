// The production server: Next's request handler behind compression, with pages rewritten to paint
// before the framework's scripts load (scripts/lib/paint-first.mjs). `npm start` runs it through
// scripts/with-backend.mjs; next.config.ts turns Next's own compression off, so this is the one place
// responses are compressed.
//
//   node scripts/serve.mjs [-p <port>] [-H <host>]   (defaults: $PORT or 3000, $HOST or 127.0.0.1)
//
// It listens on the loopback address unless told otherwise: the proxy in front (nginx) is the only
// way in, so no visitor can reach it directly and write the X-Forwarded-For entry the site trusts.
// Every request gets an id (the trusted proxy's X-Request-Id, or a new one; lib/http/request-id.mjs)
// that the site's code reads from the request, the response carries as X-Request-Id, and the access
// line of each page, action and API call logs with its status and duration.
// On SIGTERM or SIGINT it stops taking connections, lets requests in flight finish (10 s at most)
// and exits.
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import compression from "compression";
import next from "next";
import pino from "pino";

import { REQUEST_ID_HEADER, resolveRequestId } from "../lib/http/request-id.mjs";

import { gracefulShutdown } from "./lib/graceful-shutdown.mjs";
import { paintFirst } from "./lib/paint-first.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT ?? "3000" },
    hostname: { type: "string", short: "H", default: process.env.HOST || "127.0.0.1" },
  },
});
const port = Number(values.port);
const hostname = values.hostname;

process.env.NODE_ENV = "production";
const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();
// The line shape of the site's logger (lib/log/logger.ts): ISO time, level by name.
const log = pino({
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** Framework chunks and files (`/icon.svg`) are not worth a line unless they fail. */
const isAsset = (path) => path.startsWith("/_next/") || /\.[a-z0-9]+$/i.test(path);

function tagRequest(req, res) {
  const requestId = resolveRequestId((name) => req.headers[name]?.toString());
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const started = performance.now();
  res.once("finish", () => {
    // The path only: a query may hold a token (unsubscribe links, e-mailed codes).
    const route = (req.url ?? "/").split("?")[0];
    if (isAsset(route) && res.statusCode < 500) return;
    log[res.statusCode >= 500 ? "error" : "info"]({
      event: "request",
      requestId,
      method: req.method,
      route,
      status: res.statusCode,
      durationMs: Math.round(performance.now() - started),
    });
  });
}

const server = createServer((req, res) => {
  tagRequest(req, res);
  compress(req, res, () => {
    paintFirst(res);
    handle(req, res);
  });
});
// Longer than the idle timeout of the proxies and clients in front (nginx, load balancers, test
// clients), so a reused keep-alive socket is never closed by us while a request is on its way.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const drain = gracefulShutdown(server);
server.listen(port, hostname, () => {
  console.log(`▲ Gurukul Code on http://${hostname}:${server.address().port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    console.log(`▲ ${signal}: finishing the requests in flight`);
    const { timedOut } = await drain({ timeoutMs: 10_000 });
    if (timedOut) console.error("▲ requests still running after 10 s were cut");
    process.exit(0);
  });
}
