import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { captureLog } from "@/test/support/capture-log";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import type { HealthBody } from "./route";

const backend = testBackendForFile();
const saved = { ...process.env };

afterAll(() => {
  process.env = saved;
});

beforeEach(() => {
  process.env.SUPABASE_URL = backend().standIn.url;
  process.env.SUPABASE_PUBLISHABLE_KEY = backend().standIn.anonKey;
});

describe("GET /api/health", () => {
  it("answers 200 with the database reachable and the build's version, never cached", async () => {
    process.env.BUILD_VERSION = "0.1.0+1c5420d6b3e2";
    const { GET } = await import("./route");
    // As the proxy in front sends it: its id, and the mark that says it came through it.
    const response = await GET(
      new Request("http://localhost/api/health", {
        headers: { "x-request-id": "health-ok-1234", "x-real-ip": "203.0.113.7" },
      }),
    );
    expect(response.headers.get("x-request-id")).toBe("health-ok-1234");
    // The backend's log line of the check names the site's request.
    expect(backend().requests.at(-1)).toMatchObject({
      requestId: "health-ok-1234",
      path: "/rest/v1/ai_news",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as HealthBody;
    expect(body).toEqual({
      status: "ok",
      database: "ok",
      latencyMs: expect.any(Number),
      version: "0.1.0+1c5420d6b3e2",
    });
  });

  it("answers 503 when the backend does not answer", async () => {
    process.env.SUPABASE_URL = "http://127.0.0.1:9";
    const log = captureLog();
    const { GET } = await import("./route");
    const response = await GET(
      new Request("http://localhost/api/health", {
        headers: { "x-request-id": "health-check-1", "x-real-ip": "203.0.113.7" },
      }),
    );
    log.restore();
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: "error",
        event: "health.database_unreachable",
        requestId: "health-check-1",
        route: "/api/health",
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
      // A failing check's request line is an error; a passing one's is below the default level.
      expect.objectContaining({
        level: "error",
        event: "request",
        requestId: "health-check-1",
        route: "/api/health",
        status: 503,
      }),
    ]);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
  });

  it("answers 503 when the API answers but its database does not", async () => {
    await backend().standIn.exec("alter table public.ai_news rename to ai_news_moved");
    const log = captureLog();
    try {
      const { GET } = await import("./route");
      const response = await GET(new Request("http://localhost/api/health"));
      expect(response.status).toBe(503);
    } finally {
      log.restore();
      await backend().standIn.exec("alter table public.ai_news_moved rename to ai_news");
    }
  });
});
