// HTTP load on GET /: the site's server, the same through deploy/nginx.conf, and a bare Node server
// answering with the same bytes (gzipped, as the others send them) as the ceiling.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { startNginx } from "../lib/nginx.mjs";
import { log, onCleanup, spawnServer } from "./processes.mjs";

export const CONNECTIONS = 50;
const WARMUP_S = 2;
const HEADERS = { "accept-encoding": "gzip" };

const STATIC_SERVER = `
const http = require("node:http"), fs = require("node:fs");
const [file, type] = process.argv.slice(1);
const body = fs.readFileSync(file);
http.createServer((req, res) => {
  res.writeHead(200, { "content-type": type, "content-encoding": "gzip", "content-length": body.length, vary: "Accept-Encoding" });
  res.end(body);
}).listen(0, "127.0.0.1", function () { process.stdout.write(this.address().port + "\\n"); });`;

async function startStaticServer(html, contentType) {
  const dir = await mkdtemp(join(tmpdir(), "bench-static-"));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, "index.html.gz");
  await writeFile(file, gzipSync(html));
  const child = spawnServer(process.execPath, ["-e", STATIC_SERVER, file, contentType], {
    stdio: ["ignore", "pipe", 2],
  });
  const port = await new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout.once("data", (data) => resolve(Number(String(data).trim())));
  });
  return `http://127.0.0.1:${port}/`;
}

async function loadTest(url, label, durationS) {
  const { default: autocannon } = await import("autocannon");
  log(`autocannon ${label}: ${url}, ${CONNECTIONS} connections, ${durationS} s`);
  const result = await autocannon({
    url,
    headers: HEADERS,
    connections: CONNECTIONS,
    duration: durationS,
    // The warm-up (JIT, server caches) is excluded from the figures.
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
  return {
    label,
    url,
    reqPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors, // includes timeouts
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function runLoad(base, durationS) {
  const response = await fetch(`${base}/`);
  const html = await response.text();
  const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  const upstream = new URL(base).host;
  const nginx = await startNginx({ upstream });
  onCleanup(nginx.stop);
  const cacheStatus = async () => {
    const res = await fetch(`${nginx.url}/`, { headers: HEADERS });
    await res.arrayBuffer();
    return res.headers.get("x-cache-status");
  };
  await cacheStatus();
  const nginxCache = await cacheStatus();

  const next = await loadTest(`${base}/`, "site server", durationS);
  const proxied = await loadTest(`${nginx.url}/`, "nginx → site server", durationS);
  const bare = await loadTest(
    await startStaticServer(html, contentType),
    "static node:http",
    durationS,
  );
  // The news API is the one dynamic read every visitor of /ai-updates polls.
  const news = await loadTest(`${base}/api/news`, "site server GET /api/news", durationS);
  return {
    connections: CONNECTIONS,
    durationS,
    warmupS: WARMUP_S,
    htmlBytes: Buffer.byteLength(html),
    nginxCache,
    next,
    nginx: proxied,
    static: bare,
    news,
    ratio: next.reqPerSec / bare.reqPerSec,
    nginxRatio: proxied.reqPerSec / bare.reqPerSec,
  };
}
