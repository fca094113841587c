import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { captureLog } from "@/test/support/capture-log";
import { ingestNews } from "@/lib/news/ingest";
import { newsIngestionFixture } from "@/test/support/feed-server";
import { pointSiteAt } from "@/test/support/site-backend";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const { backend, feeds, count } = newsIngestionFixture();

describe("routes", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    pointSiteAt(backend().standIn);
    process.env.NEWS_FEEDS = `${feeds().base}/rss.xml,${feeds().base}/error.xml`;
    process.env.CRON_SECRET = "test-cron-secret-of-at-least-32-characters";
  });
  afterAll(() => {
    process.env = saved;
  });

  const cron = (authorization?: string, method = "POST") =>
    new Request("http://localhost/api/cron/ingest-news", {
      method,
      headers: authorization ? { authorization } : {},
    });

  it.each(["GET", "POST"] as const)(
    "%s /api/cron/ingest-news rejects a missing or wrong secret",
    async (method) => {
      const route = await import("@/app/api/cron/ingest-news/route");
      for (const header of [
        undefined,
        "Bearer wrong-secret",
        "test-cron-secret-of-at-least-32-characters",
        "Bearer ",
      ]) {
        const response = await route[method](cron(header, method));
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: {
            code: "unauthorized",
            message: expect.any(String),
            reference: expect.any(String),
          },
        });
      }
      expect(await count()).toBe(0);
    },
  );

  it("GET /api/cron/ingest-news, as Vercel Cron sends it, ingests the configured feeds and enforces retention", async () => {
    const { GET } = await import("@/app/api/cron/ingest-news/route");
    const response = await GET(cron("Bearer test-cron-secret-of-at-least-32-characters", "GET"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      inserted: 4,
      failed: 1,
      retention: {
        unconfirmed_accounts: expect.any(Number),
        unconfirmed_subscriptions: expect.any(Number),
        contact_messages: expect.any(Number),
        news: 0,
        rate_limits: expect.any(Number),
      },
    });
    expect(await count()).toBe(4);
  });

  it("vercel.json schedules the ingestion route, at most daily as every Vercel plan allows", async () => {
    const { readFile } = await import("node:fs/promises");
    const config = JSON.parse(await readFile("vercel.json", "utf8")) as {
      crons: { path: string; schedule: string }[];
    };
    expect(config.crons).toEqual([
      { path: "/api/cron/ingest-news", schedule: expect.stringMatching(/^\d+ \d+ \* \* \*$/) },
    ]);
  });

  it("POST /api/cron/ingest-news answers 503 when no secret is configured", async () => {
    delete process.env.CRON_SECRET;
    const { POST } = await import("@/app/api/cron/ingest-news/route");
    expect((await POST(cron("Bearer anything"))).status).toBe(503);
  });

  it("POST /api/cron/ingest-news ingests the configured feeds with the right secret", async () => {
    const { POST } = await import("@/app/api/cron/ingest-news/route");
    const response = await POST(cron("Bearer test-cron-secret-of-at-least-32-characters"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      feeds: 2,
      fetched: 4,
      inserted: 4,
      skipped: 0,
      failed: 1,
    });
  });

  it("GET /api/news answers today's items, newest first, with shared caching", async () => {
    await ingestNews({ client: backend().service(), feeds: [`${feeds().base}/atom.xml`] });
    await backend().standIn.exec(
      `insert into public.ai_news (title, source, link, fetched_at)
       values ('Old', 'S', 'https://old.example.com/a', now() - interval '2 days')`,
    );
    const { GET } = await import("@/app/api/news/route");
    const response = await GET(new Request("http://localhost/api/news"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=240",
    );
    const { items } = (await response.json()) as { items: { title: string; fetchedAt: string }[] };
    expect(items.map((item) => item.title)).toEqual([
      "Scaling laws, revisited",
      "Only an updated date",
      "No date at all",
    ]);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      [
        "displayDate",
        "fetchedAt",
        "id",
        "isDemo",
        "link",
        "published",
        "source",
        "summary",
        "title",
      ].sort(),
    );
  });

  it("GET /api/news answers 503 with a backend message when the backend is down", async () => {
    process.env.SUPABASE_URL = "http://127.0.0.1:9";
    const log = captureLog();
    const { GET } = await import("@/app/api/news/route");
    // As the proxy in front sends it: its id, and the mark that says it came through it.
    const response = await GET(
      new Request("http://localhost/api/news", {
        headers: { "x-request-id": "news-request-1", "x-real-ip": "203.0.113.7" },
      }),
    );
    log.restore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: "backend_unavailable",
        message: expect.stringMatching(/backend/),
        reference: "news-request-1",
      },
    });
    expect(log.lines()).toEqual([
      expect.objectContaining({ event: "news.read_failed" }),
      expect.objectContaining({
        event: "request",
        level: "error",
        requestId: "news-request-1",
        route: "/api/news",
        status: 503,
      }),
    ]);
  });
});
