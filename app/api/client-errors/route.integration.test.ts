import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { network, rotating } from "@/test/support/addresses";
import { captureLog } from "@/test/support/capture-log";
import { pointSiteAt } from "@/test/support/site-backend";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const backend = testBackendForFile();

function report(forwardedFor: string, message: string, kind = "error") {
  return new Request("http://localhost/api/client-errors", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ kind, message, page: "/about" }),
  });
}

/**
 * Waits out the end of a minute when less than `needMs` of it is left, so a burst is counted in
 * one window. A burst of 100 reports takes about 1 s on an idle two-core machine; 6 s leaves room
 * for a busy one.
 */
async function startOfMinute(needMs = 6_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

// A test may first wait up to 30 s for a fresh minute, then send its burst.
/** The report ceiling as the migration sets it, with no hits counted against it. */
/** The site-wide ceiling of client-error reports set to `hits` per `seconds`, its count emptied. */
async function setClientErrorCeiling(hits: number, seconds: number) {
  await backend().standIn.query(
    "delete from private.rate_limits where bucket like 'client_error:*%'",
  );
  await backend().standIn.query(
    "update private.rate_limit_ceilings set max_hits = $1, window_seconds = $2 where limit_name = 'client_error'",
    [hits, seconds],
  );
}

/** The migration's ceiling again: 300 reports a minute. */
const resetClientErrorCeiling = () => setClientErrorCeiling(300, 60);

describe("POST /api/client-errors", { timeout: 90_000 }, () => {
  const saved = { ...process.env };
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => {
    pointSiteAt(backend().standIn);
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
    await setClientErrorCeiling(5, 86_400);
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
      await resetClientErrorCeiling();
    }
  });

  it("keeps real reports through a flood of 300 made-up ones from 30 /64s of one /48", async () => {
    const { POST } = await import("@/app/api/client-errors/route");
    // 300 reports take about 8 s on an idle two-core machine.
    await startOfMinute(30_000);
    const site = `2001:db8:${randomUUID().slice(0, 4)}`;
    const marker = `made-up ${randomUUID()}`;
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      const prefix = `${site}:${n.toString(16)}`;
      for (let i = 0; i < 10; i++) {
        statuses.push((await POST(report(rotating(prefix), `${marker} ${n}.${i}`))).status);
      }
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(logged("client.error", marker)).toHaveLength(30);

    const real = `real ${randomUUID()}`;
    expect((await POST(report(rotating(network()), real))).status).toBe(204);
    expect(logged("client.error", real)).toHaveLength(1);
  });

  it("once a kind's ceiling is full, counts the repeats of a logged report and lets other kinds in", async () => {
    const { POST } = await import("@/app/api/client-errors/route");
    await setClientErrorCeiling(5, 86_400);
    try {
      const real = `real bug ${randomUUID()}`;
      expect((await POST(report(rotating(network()), real))).status).toBe(204);
      const flood = `flood ${randomUUID()}`;
      const flooded: number[] = [];
      for (let i = 0; i < 40; i++) {
        flooded.push((await POST(report(rotating(network()), `${flood} #${i}`))).status);
      }
      expect(flooded.filter((status) => status === 204)).toHaveLength(4);

      // Eleven more visitors, each from a network of their own, hit the same real bug.
      const repeats: number[] = [];
      for (let i = 0; i < 11; i++)
        repeats.push((await POST(report(rotating(network()), real))).status);
      expect(repeats).toEqual(Array<number>(11).fill(204));
      expect(logged("client.error", real)).toHaveLength(1);
      expect(logged("client.error.repeated")).toEqual([
        expect.objectContaining({ count: 10, message: real }),
      ]);

      const boundary = `boundary ${randomUUID()}`;
      expect((await POST(report(rotating(network()), boundary, "boundary"))).status).toBe(204);
      expect(logged("client.error", boundary)).toHaveLength(1);
    } finally {
      await resetClientErrorCeiling();
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
