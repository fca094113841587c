// Runs deploy/nginx.conf with Debian's nginx as an unprivileged process: the production file with
// its listen address, upstream and cache path swapped for local ones, inside a temporary prefix.
import { execFile, spawn } from "node:child_process";
import { chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { findOrInstall, firstExecutable } from "./debian-package.mjs";
import { freePort } from "./free-port.mjs";

/** Returns nginx's path (NGINX_PATH, else Debian's); installs Debian's `nginx` when running as root. */
export function findNginx() {
  const path = process.env.NGINX_PATH || "/usr/sbin/nginx";
  return findOrInstall(
    "nginx",
    () => firstExecutable([path]),
    `nginx not found at ${path}. Install it (e.g. \`apt-get install nginx\`) or set NGINX_PATH.`,
  );
}
const SITE = new URL("../../deploy/nginx.conf", import.meta.url);

function replaceAll(text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
  return text.split(from).join(to);
}

/**
 * deploy/nginx.conf with its site on 127.0.0.1:port (over TLS with the certificate in certDir when
 * `tls`, else plain HTTP, as the HTTP load and header checks want it) and its redirect to HTTPS on
 * 127.0.0.1:httpPort, proxying to upstream (host:port), with its cache in cacheDir and its access
 * log written to accessLog.
 */
export async function renderSite({ port, httpPort, tls, certDir, upstream, cacheDir, accessLog }) {
  let site = await readFile(SITE, "utf8");
  site = replaceAll(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = replaceAll(site, "listen [::]:80;\n", "");
  site = replaceAll(
    site,
    "listen 443 ssl http2;",
    `listen 127.0.0.1:${port}${tls ? " ssl http2" : ""};`,
  );
  site = replaceAll(site, "    listen [::]:443 ssl http2;\n", "");
  site = replaceAll(site, "/etc/letsencrypt/live/gurukul-code", certDir);
  site = replaceAll(site, "server 127.0.0.1:3000;", `server ${upstream};`);
  site = replaceAll(site, "/var/cache/nginx/gurukul-code", cacheDir);
  site = replaceAll(site, "/var/log/nginx/gurukul-code.access.log", accessLog);
  return site;
}

/** A throw-away certificate for 127.0.0.1, valid for a day, as the files certbot writes. */
async function writeCertificate(certDir) {
  await mkdir(certDir);
  const run = promisify(execFile);
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    join(certDir, "privkey.pem"),
    "-out",
    join(certDir, "fullchain.pem"),
  ]);
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000), redirect: "manual" }).then((res) =>
      res.arrayBuffer(),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts nginx in front of `upstream` ("127.0.0.1:3000"), its site over TLS when `tls`; resolves
 * with the site's base URL, the plain-HTTP one that redirects, the certificate (PEM, for a client
 * to trust), its access log's path and a stop function that ends it and removes its directory.
 */
export async function startNginx({ upstream, tls = false }) {
  const nginx = await findNginx();
  const dir = await mkdtemp(join(tmpdir(), "gurukul-nginx-"));
  const cacheDir = join(dir, "cache");
  for (const sub of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(join(dir, sub));
  }
  const accessLog = join(dir, "access.log");
  const certDir = join(dir, "tls");
  await writeCertificate(certDir);
  const port = await freePort();
  const httpPort = await freePort();
  await writeFile(
    join(dir, "site.conf"),
    await renderSite({ port, httpPort, tls, certDir, upstream, cacheDir, accessLog }),
  );
  // The main context Debian's /etc/nginx/nginx.conf provides, with every path inside `dir`.
  const main = `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
  await writeFile(join(dir, "nginx.conf"), main);
  // Never as root: under root, nginx runs as nobody and its directory is handed over to it.
  const nobody = process.getuid?.() === 0 ? 65534 : undefined;
  if (nobody !== undefined) {
    await chown(dir, nobody, nobody);
    for (const entry of await readdir(dir)) await chown(join(dir, entry), nobody, nobody);
  }
  const child = spawn(
    nginx,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    {
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // QUIT: graceful; nginx's master stops its workers.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr.trim()}`);
    }
    if (await answers(httpUrl)) {
      const certificate = await readFile(join(certDir, "fullchain.pem"), "utf8");
      return { url, httpUrl, certificate, accessLog, stop, pid: child.pid };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${httpUrl}: ${stderr.trim()}`);
}
