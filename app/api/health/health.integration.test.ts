import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

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
  it("answers 200 with the database reachable through the API, never cached", async () => {
    const { GET } = await import("./route");
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as HealthBody;
    expect(body).toEqual({ status: "ok", database: "ok", latencyMs: expect.any(Number) });
  });

  it("answers 503 when the backend does not answer", async () => {
    process.env.SUPABASE_URL = "http://127.0.0.1:9";
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { GET } = await import("./route");
    const response = await GET();
    expect(log).toHaveBeenCalledWith("health: database check failed:", expect.any(String));
    log.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
  });

  it("answers 503 when the API answers but its database does not", async () => {
    await backend().standIn.exec("alter table public.ai_news rename to ai_news_moved");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { GET } = await import("./route");
      const response = await GET();
      expect(response.status).toBe(503);
    } finally {
      log.mockRestore();
      await backend().standIn.exec("alter table public.ai_news_moved rename to ai_news");
    }
  });
});
