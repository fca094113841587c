// The production server: Next's request handler behind compression, with pages rewritten to paint
// before the framework's scripts load (scripts/lib/paint-first.mjs). `npm start` runs it through
// scripts/with-backend.mjs; next.config.ts turns Next's own compression off, so this is the one place
// responses are compressed.
//
//   node scripts/serve.mjs [-p <port>] [-H <host>]   (defaults: $PORT or 3000, $HOST or 127.0.0.1)
//
// It listens on the loopback address unless told otherwise: the proxy in front (nginx) is the only
// way in, so no visitor can reach it directly and write the X-Forwarded-For entry the site trusts.
// On SIGTERM or SIGINT it stops taking connections, lets requests in flight finish (10 s at most)
// and exits.
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import compression from "compression";
import next from "next";

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

const server = createServer((req, res) => {
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
