import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";

import { startNginx } from "../scripts/lib/nginx.mjs";

/**
 * deploy/nginx.conf run by the real nginx (unprivileged, in a temporary prefix) in front of the
 * production build, and in front of a small upstream that answers with chosen headers and echoes
 * what it received: its site on plain HTTP for the cache and header checks, and once as deployed,
 * over TLS with a throw-away certificate. No browser, so @desktop only.
 */
test.describe.configure({ mode: "serial" });

const APP = `127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

type Proxy = Awaited<ReturnType<typeof startNginx>>;
let app: Proxy;
let echo: Proxy;
let secure: Proxy;
let upstream: Server;
const received: IncomingHttpHeaders[] = [];

/** Answers /public, /private and /cookie with those caching headers and echoes request headers. */
function startUpstream(): Promise<Server> {
  const server = createServer((request, response) => {
    received.push(request.headers);
    const path = new URL(request.url ?? "/", "http://upstream").pathname;
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "cache-control": path === "/private" ? "private, max-age=60" : "public, max-age=60",
    };
    if (path === "/cookie") headers["set-cookie"] = "session=abc; Path=/; HttpOnly";
    response.writeHead(200, headers);
    response.end(
      JSON.stringify({ count: received.length, forwardedFor: request.headers["x-forwarded-for"] }),
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test.beforeAll(async () => {
  upstream = await startUpstream();
  app = await startNginx({ upstream: APP });
  echo = await startNginx({ upstream: `127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  secure = await startNginx({ upstream: APP, tls: true });
});

test.afterAll(async () => {
  await app?.stop();
  await echo?.stop();
  await secure?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

/** One GET over HTTP/2 and TLS, trusting only the proxy's own certificate. */
function getOverTls(proxy: Proxy, path: string): Promise<{ headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const session = connect(proxy.url, { ca: proxy.certificate });
    session.on("error", reject);
    const request = session.request({ ":path": path });
    request.on("response", (headers) => {
      request.resume();
      request.on("end", () => {
        session.close();
        resolve({ headers });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  return { response, body: await response.text(), cache: response.headers.get("x-cache-status") };
}

test.describe("deploy/nginx.conf @desktop", () => {
  test("caches a prerendered page per its Cache-Control and serves it from the cache", async () => {
    const first = await get(app.url, "/about");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toContain("s-maxage=");
    expect(first.cache).toBe("MISS");
    const second = await get(app.url, "/about");
    expect(second.cache).toBe("HIT");
    expect(second.body).toBe(first.body);
    // The app's security headers are kept with the cached copy.
    expect(second.response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  test("keeps the RSC payload and the HTML of one URL apart", async () => {
    await get(app.url, "/enterprise");
    const html = await get(app.url, "/enterprise");
    expect(html.cache).toBe("HIT");
    // An RSC request for the same URL never gets the cached HTML, and the HTML stays cached.
    const rsc = await get(app.url, "/enterprise", { RSC: "1" });
    expect(rsc.cache).not.toBe("HIT");
    expect(rsc.body).not.toBe(html.body);
    const again = await get(app.url, "/enterprise");
    expect(again.cache).toBe("HIT");
    expect(again.body).toBe(html.body);
  });

  test("caches hashed static assets", async () => {
    const { body } = await get(app.url, "/");
    const asset = body.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    await get(app.url, asset!);
    const second = await get(app.url, asset!);
    expect(second.response.status).toBe(200);
    expect(second.cache).toBe("HIT");
  });

  test("never caches session pages, auth routes or the backend gateway", async () => {
    const cookie = { cookie: "sb-127-auth-token=not-a-session" };
    for (const path of [
      "/profile",
      "/login",
      "/signup",
      "/forgot-password",
      "/reset-password",
      "/auth/confirm?token_hash=x&type=signup",
      "/supabase/auth/v1/settings",
    ]) {
      for (const headers of [{}, cookie, {}]) {
        const { response, cache } = await get(app.url, path, headers);
        expect(response.status, path).toBeLessThan(500);
        expect(cache, path).toBeNull();
      }
    }
  });

  test("passes API writes through every time", async () => {
    const post = () =>
      fetch(`${app.url}/api/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify({ email: "not-an-email", source: "newsletter" }),
      });
    for (let i = 0; i < 2; i++) {
      const response = await post();
      // The app's own refusal (bad input, or the origin check), answered afresh each time.
      expect([400, 403]).toContain(response.status);
      const body = await response.json();
      expect(body.error?.code).toBeTruthy();
      // The app took nginx's id for the request, on a route proxy.ts does not run for.
      expect(body.error?.reference).toBe(response.headers.get("x-request-id"));
      expect(response.headers.get("x-cache-status")).not.toBe("HIT");
    }
  });

  test("logs one JSON line per request, in the shape of the app's request lines", async () => {
    const { response } = await get(app.url, "/about?utm_source=e2e-secret-query");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const lineOf = async () =>
      (await readFile(app.accessLog, "utf8"))
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.requestId === requestId);
    await expect.poll(lineOf).toBeTruthy();
    expect(await lineOf()).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      level: "info",
      event: "request",
      source: "nginx",
      requestId,
      method: "GET",
      route: "/about",
      status: 200,
      durationMs: expect.any(Number),
      cache: expect.stringMatching(/^(HIT|MISS|EXPIRED|UPDATING|STALE)$/),
      msg: "GET /about 200",
    });
    expect(await readFile(app.accessLog, "utf8")).not.toContain("e2e-secret-query");
  });

  test("caches only what Cache-Control allows, never a response that sets a cookie", async () => {
    await get(echo.url, "/public");
    expect((await get(echo.url, "/public")).cache).toBe("HIT");
    for (const path of ["/private", "/cookie"]) {
      const first = await get(echo.url, path);
      const second = await get(echo.url, path);
      expect(second.cache, path).not.toBe("HIT");
      expect(JSON.parse(second.body).count, path).toBeGreaterThan(JSON.parse(first.body).count);
    }
    expect((await get(echo.url, "/cookie")).response.headers.get("set-cookie")).toContain(
      "session=abc",
    );
    // A request with credentials is answered by the upstream, not from the shared copy.
    const withCredentials = await get(echo.url, "/public", { authorization: "Bearer token" });
    expect(withCredentials.cache).toBe("BYPASS");
  });

  test("replaces any forwarded address with the connecting client's, cached or not", async () => {
    for (const path of ["/private", "/login", "/supabase/auth/v1/token"]) {
      const { body } = await get(echo.url, path, { "x-forwarded-for": "203.0.113.9, 10.0.0.1" });
      expect(JSON.parse(body).forwardedFor, path).toBe("127.0.0.1");
    }
  });

  test("serves the site over TLS and HTTP/2, and plain HTTP only redirects to it", async () => {
    const { headers } = await getOverTls(secure, "/about");
    expect(headers[":status"]).toBe(200);
    // HSTS reaches the browser over TLS, where it counts.
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");

    const plain = await get(secure.httpUrl, "/about?from=e2e");
    expect(plain.response.status).toBe(301);
    expect(plain.response.headers.get("location")).toBe("https://127.0.0.1/about?from=e2e");
    // Nothing of the site over plain HTTP: no HSTS (browsers ignore it there), no page, no cookie.
    expect(plain.response.headers.get("strict-transport-security")).toBeNull();
    expect(plain.response.headers.get("set-cookie")).toBeNull();
    expect(plain.body).not.toContain("Gurukul Code");
  });
});
