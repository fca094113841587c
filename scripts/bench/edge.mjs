// A compressing reverse proxy: the bench's stand-in for Vercel's edge in front of plain `next start`.
// It asks the server for uncompressed answers, passes them through otherwise untouched and compresses
// them itself, as the edge does in front of a function: brotli when the browser accepts it (every
// Chromium does), gzip otherwise.
//
//   node scripts/bench/edge.mjs <upstream port>   (prints its own port on stdout once listening)
import { createServer, request } from "node:http";

import compression from "compression";

const HOST = "127.0.0.1";
const upstreamPort = Number(process.argv[2]);
// Connection-level headers describe one hop; Node writes its own for the next.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);
const compress = compression();

const server = createServer((req, res) => {
  compress(req, res, () => {
    const upstream = request(
      {
        host: HOST,
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, HOST, () => process.stdout.write(`${server.address().port}\n`));
