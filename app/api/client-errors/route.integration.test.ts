import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { captureLog } from "@/test/support/capture-log";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const backend = testBackendForFile();

/** The first four groups of an IPv6 /64 nobody else in the file uses. */
const network = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
/** A new interface identifier in `prefix` on every call, as a rotating client would use. */
const rotating = (prefix: string) =>
  `${prefix}:${Array.from({ length: 4 }, () => randomUUID().slice(0, 4)).join(":")}`;

function report(forwardedFor: string, message: string) {
  return new Request("http://localhost/api/client-errors", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ kind: "error", message, page: "/about" }),
  });
}

/**
 * Waits out the end of a minute when little of it is left, so a burst is counted in one window.
 * A burst of 100 reports takes about 1 s on an idle two-core machine; 6 s leaves room for a busy one.
 */
async function startOfMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 6_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

// A test may first wait up to 6 s for a fresh minute, then send its burst.
describe("POST /api/client-errors", { timeout: 60_000 }, () => {
  const saved = { ...process.env };
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => {
    process.env.SUPABASE_URL = backend().standIn.url;
    process.env.SUPABASE_PUBLISHABLE_KEY = backend().standIn.anonKey;
    process.env.SUPABASE_SECRET_KEY = backend().standIn.serviceRoleKey;
    log = captureLog();
  });
  afterEach(() => log.restore());
  afterAll(() => {
    process.env = saved;
  });

  const logged = (event: string, marker?: string) =>
    log
      .lines()
      .filter(
        (line) => line.event === event && (!marker || String(line.message).startsWith(marker)),
      );

  it("logs 10 of 100 reports from rotating addresses in one /64 and refuses the rest", async () => {
    const { POST } = await import("@/app/api/client-errors/route");
    await startOfMinute();
    const prefix = network();
    const marker = `burst ${randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await POST(report(rotating(prefix), `${marker} #${i}`));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(204));
    expect(statuses.slice(10)).toEqual(Array<number>(90).fill(429));
    expect(logged("client.error", marker)).toHaveLength(10);
    expect(logged("client.error.ceiling")).toHaveLength(0);

    const other = await POST(report(rotating(network()), `${marker} elsewhere`));
    expect(other.status).toBe(204);
  });

  it("cuts a flood from many networks at the site-wide ceiling and says so in one line", async () => {
    const { POST } = await import("@/app/api/client-errors/route");
    await backend().standIn.query(
      "delete from private.rate_limits where bucket = 'client_error:*'",
    );
    await backend().standIn.query(
      "update private.rate_limit_ceilings set max_hits = 5, window_seconds = 86400 where limit_name = 'client_error'",
    );
    try {
      const marker = `flood ${randomUUID()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const response = await POST(report(rotating(network()), `${marker} #${i}`));
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(5).fill(204), ...Array<number>(35).fill(429)]);
      expect(logged("client.error", marker)).toHaveLength(5);
      expect(logged("client.error.ceiling")).toEqual([
        expect.objectContaining({ level: "warn", route: "/api/client-errors" }),
      ]);
    } finally {
      await backend().standIn.query(
        "update private.rate_limit_ceilings set max_hits = 300, window_seconds = 60 where limit_name = 'client_error'",
      );
      await backend().standIn.query(
        "delete from private.rate_limits where bucket = 'client_error:*'",
      );
    }
  });

  it("still logs reports while the database is out of reach, within the per-network limit of each process", async () => {
    process.env.SUPABASE_URL = "http://127.0.0.1:9";
    const { POST } = await import("@/app/api/client-errors/route");
    const prefix = network();
    const marker = `outage ${randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await POST(report(rotating(prefix), `${marker} #${i}`));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(204), 429, 429]);
    expect(logged("client.error", marker)).toHaveLength(10);
  });
});
