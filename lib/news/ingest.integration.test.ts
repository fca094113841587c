import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { ingestNews } from "@/lib/news/ingest";
import { startTestBackend } from "@/supabase/local/test-utils";
import type { TestBackend } from "@/supabase/local/test-utils";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

let backend: TestBackend;
let feeds: Server;
let base = "";
let extraItem = "";

beforeAll(async () => {
  backend = await startTestBackend({ seedNews: false });
  feeds = createServer((req, res) => {
    if (req.url === "/rss.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(fixture("rss.xml").replace("</channel>", `${extraItem}</channel>`));
    } else if (req.url === "/atom.xml") {
      res.writeHead(200, { "content-type": "application/atom+xml" }).end(fixture("atom.xml"));
    } else if (req.url === "/garbage.xml") {
      res.writeHead(200, { "content-type": "text/xml" }).end("<rss><channel><item>");
    } else if (req.url === "/hostile.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(
        `<rss><channel><title>Hostile</title>
        <item><title>Null\u0000 byte\u0007 story</title><link>${base}/nul</link></item>
        <item><title>Good story</title><link>${base}/good</link></item>
        </channel></rss>`,
      );
    } else if (req.url === "/long-links.xml") {
      const items = Array.from(
        { length: 100 },
        (_, i) =>
          `<item><title>Story ${i}</title><link>${base}/${"a".repeat(160)}/${i}</link></item>`,
      );
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(`<rss><channel><title>Long</title>${items.join("")}</channel></rss>`);
    } else if (req.url === "/redirect-home.xml") {
      res.writeHead(302, { location: `${base}/rss.xml` }).end();
    } else if (req.url === "/slow.xml") {
      setTimeout(() => res.end(fixture("rss.xml")), 3000).unref();
    } else {
      res.writeHead(500).end("boom");
    }
  });
  await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  feeds?.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
  await backend.standIn.close();
});

beforeEach(async () => {
  extraItem = "";
  await backend.standIn.exec("truncate public.ai_news");
});

const count = async () =>
  (await backend.standIn.query<{ n: number }>("select count(*)::int as n from public.ai_news"))[0]
    ?.n;

describe("ingestNews", () => {
  it("stores each item once, however often it runs", async () => {
    const run = () =>
      ingestNews({
        client: backend.service(),
        feeds: [`${base}/rss.xml`, `${base}/atom.xml`],
      });

    expect(await run()).toEqual({
      feeds: 2,
      fetched: 7,
      inserted: 7,
      skipped: 0,
      failed: 0,
      failures: [],
    });
    expect(await count()).toBe(7);

    extraItem = `<item><title>Fresh story</title><link>${base}/fresh?utm_source=rss</link></item>`;
    expect(await run()).toMatchObject({ feeds: 2, fetched: 8, inserted: 1, skipped: 7 });
    expect(await count()).toBe(8);

    const links = await backend.standIn.query<{ link: string }>("select link from public.ai_news");
    expect(new Set(links.map((row) => row.link)).size).toBe(8);
    expect(links.map((row) => row.link)).toContain(`${base}/fresh`);
  });

  it("refreshes fetched_at of items seen again", async () => {
    await ingestNews({ client: backend.service(), feeds: [`${base}/atom.xml`] });
    await backend.standIn.exec("update public.ai_news set fetched_at = now() - interval '3 days'");
    await ingestNews({ client: backend.service(), feeds: [`${base}/atom.xml`] });
    const [row] = await backend.standIn.query<{ stale: number }>(
      "select count(*)::int as stale from public.ai_news where fetched_at < now() - interval '1 day'",
    );
    expect(row?.stale).toBe(0);
  });

  it("goes on past feeds that fail, time out or send garbage", async () => {
    const report = await ingestNews({
      client: backend.service(),
      feeds: [
        `${base}/error.xml`,
        `${base}/slow.xml`,
        `${base}/garbage.xml`,
        "http://127.0.0.1:9/unreachable.xml",
        `${base}/atom.xml`,
      ],
      timeoutMs: 500,
    });
    expect(report).toMatchObject({ feeds: 5, fetched: 3, inserted: 3, failed: 4 });
    expect(report.failures.map((failure) => failure.reason)).toEqual([
      "HTTP 500",
      "timed out after 500 ms",
      expect.stringMatching(/malformed XML/),
      expect.stringMatching(/fetch failed/),
    ]);
    expect(await count()).toBe(3);
  });

  it("stores the good items of feeds with control characters and long links", async () => {
    const report = await ingestNews({
      client: backend.service(),
      feeds: [
        `${base}/hostile.xml`,
        `${base}/long-links.xml`,
        `${base}/redirect-home.xml`,
        `${base}/atom.xml`,
      ],
    });
    expect(report).toMatchObject({ feeds: 4, fetched: 105, inserted: 105, failed: 1 });
    expect(report.failures.map((failure) => failure.reason)).toEqual([
      expect.stringMatching(/redirect to a non-public address refused/),
    ]);
    const titles = await backend.standIn.query<{ title: string }>(
      "select title from public.ai_news where link like $1 order by title",
      [`${base}/%`],
    );
    expect(titles.map((row) => row.title)).toEqual(
      expect.arrayContaining(["Good story", "Null byte story"]),
    );
    expect(await count()).toBe(105);
    // A second run finds every long link again instead of failing the look-up.
    const again = await ingestNews({
      client: backend.service(),
      feeds: [`${base}/long-links.xml`],
    });
    expect(again).toMatchObject({ fetched: 100, inserted: 0, skipped: 100, failed: 0 });
  });

  it("cannot write with the public key", async () => {
    const report = ingestNews({ client: backend.anon(), feeds: [`${base}/atom.xml`] });
    await expect(report).rejects.toThrow(/writing ai_news failed/);
    expect(await count()).toBe(0);
  });
});

describe("ai_news access", () => {
  it("lets everyone read, and only the server write", async () => {
    await ingestNews({ client: backend.service(), feeds: [`${base}/atom.xml`] });
    const read = await backend.anon().from("ai_news").select("link");
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(3);

    const { client } = await backend.signedIn();
    const insert = await client
      .from("ai_news")
      .insert({ title: "x", source: "y", link: "https://evil.example.com/x" });
    expect(insert.error).not.toBeNull();
    const del = await backend.anon().from("ai_news").delete().neq("id", 0).select();
    expect(del.data ?? []).toHaveLength(0);
    expect(await count()).toBe(3);
  });

  it("refuses links that are not web addresses", async () => {
    const insert = await backend
      .service()
      .from("ai_news")
      .insert({ title: "x", source: "y", link: "javascript:alert(1)" });
    expect(insert.error?.code).toBe("23514");
  });
});

describe("routes", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.SUPABASE_URL = backend.standIn.url;
    process.env.SUPABASE_PUBLISHABLE_KEY = backend.standIn.anonKey;
    process.env.SUPABASE_SECRET_KEY = backend.standIn.serviceRoleKey;
    process.env.NEWS_FEEDS = `${base}/rss.xml,${base}/error.xml`;
    process.env.CRON_SECRET = "test-cron-secret";
  });
  afterAll(() => {
    process.env = saved;
  });

  const cron = (authorization?: string) =>
    new Request("http://localhost/api/cron/ingest-news", {
      method: "POST",
      headers: authorization ? { authorization } : {},
    });

  it("POST /api/cron/ingest-news rejects a missing or wrong secret", async () => {
    const { POST } = await import("@/app/api/cron/ingest-news/route");
    for (const header of [undefined, "Bearer wrong-secret", "test-cron-secret", "Bearer "]) {
      const response = await POST(cron(header));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "unauthorized", message: expect.any(String) },
      });
    }
    expect(await count()).toBe(0);
  });

  it("POST /api/cron/ingest-news answers 503 when no secret is configured", async () => {
    delete process.env.CRON_SECRET;
    const { POST } = await import("@/app/api/cron/ingest-news/route");
    expect((await POST(cron("Bearer anything"))).status).toBe(503);
  });

  it("POST /api/cron/ingest-news ingests the configured feeds with the right secret", async () => {
    const { POST } = await import("@/app/api/cron/ingest-news/route");
    const response = await POST(cron("Bearer test-cron-secret"));
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
    await ingestNews({ client: backend.service(), feeds: [`${base}/atom.xml`] });
    await backend.standIn.exec(
      `insert into public.ai_news (title, source, link, fetched_at)
       values ('Old', 'S', 'https://old.example.com/a', now() - interval '2 days')`,
    );
    const { GET } = await import("@/app/api/news/route");
    const response = await GET();
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
      ["fetchedAt", "id", "isDemo", "link", "published", "source", "title"].sort(),
    );
  });

  it("GET /api/news answers 503 with a backend message when the backend is down", async () => {
    process.env.SUPABASE_URL = "http://127.0.0.1:9";
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const { GET } = await import("@/app/api/news/route");
    const response = await GET();
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "backend_unavailable", message: expect.stringMatching(/backend/) },
    });
  });
});
