import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { startNginx } from "../scripts/lib/nginx.mjs";

/**
 * deploy/nginx.conf run by the real nginx (unprivileged, in a temporary prefix) in front of the
 * production build, and in front of a small upstream that answers with chosen headers and echoes
 * what it received. Plain HTTP, so @desktop only.
 */
test.describe.configure({ mode: "serial" });

const APP = `127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

type Proxy = Awaited<ReturnType<typeof startNginx>>;
let app: Proxy;
let echo: Proxy;
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
});

test.afterAll(async () => {
  await app?.stop();
  await echo?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

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
});
