import { describe, expect, it } from "vitest";

import { ingestNews } from "@/lib/news/ingest";
import { newsIngestionFixture } from "@/test/support/feed-server";

const { backend, feeds, count } = newsIngestionFixture();

describe("ingestNews", () => {
  it("stores each item once, however often it runs", async () => {
    const run = () =>
      ingestNews({
        client: backend().service(),
        feeds: [`${feeds().base}/rss.xml`, `${feeds().base}/atom.xml`],
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

    feeds().extraItem = `<item><title>Fresh story</title><link>${feeds().base}/fresh?utm_source=rss</link></item>`;
    expect(await run()).toMatchObject({ feeds: 2, fetched: 8, inserted: 1, skipped: 7 });
    expect(await count()).toBe(8);

    const links = await backend().standIn.query<{ link: string }>(
      "select link from public.ai_news",
    );
    expect(new Set(links.map((row) => row.link)).size).toBe(8);
    expect(links.map((row) => row.link)).toContain(`${feeds().base}/fresh`);

    // Each run is left for the team console.
    const runs = await backend().standIn.query<{ fetched: number; inserted: number }>(
      "select fetched, inserted from public.news_runs order by id desc limit 2",
    );
    expect(runs).toEqual([
      { fetched: 8, inserted: 1 },
      { fetched: 7, inserted: 7 },
    ]);
  });

  it("refreshes fetched_at of items seen again", async () => {
    await ingestNews({ client: backend().service(), feeds: [`${feeds().base}/atom.xml`] });
    await backend().standIn.exec(
      "update public.ai_news set fetched_at = now() - interval '3 days'",
    );
    await ingestNews({ client: backend().service(), feeds: [`${feeds().base}/atom.xml`] });
    const [row] = await backend().standIn.query<{ stale: number }>(
      "select count(*)::int as stale from public.ai_news where fetched_at < now() - interval '1 day'",
    );
    expect(row?.stale).toBe(0);
  });

  it("goes on past feeds that fail, time out or send garbage", async () => {
    const report = await ingestNews({
      client: backend().service(),
      feeds: [
        `${feeds().base}/error.xml`,
        `${feeds().base}/slow.xml`,
        `${feeds().base}/garbage.xml`,
        "http://127.0.0.1:9/unreachable.xml",
        `${feeds().base}/atom.xml`,
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
      client: backend().service(),
      feeds: [
        `${feeds().base}/hostile.xml`,
        `${feeds().base}/long-links.xml`,
        `${feeds().base}/redirect-home.xml`,
        `${feeds().base}/atom.xml`,
      ],
    });
    expect(report).toMatchObject({ feeds: 4, fetched: 105, inserted: 105, failed: 1 });
    expect(report.failures.map((failure) => failure.reason)).toEqual([
      expect.stringMatching(/redirect to a non-public address refused/),
    ]);
    const titles = await backend().standIn.query<{ title: string }>(
      "select title from public.ai_news where link like $1 order by title",
      [`${feeds().base}/%`],
    );
    expect(titles.map((row) => row.title)).toEqual(
      expect.arrayContaining(["Good story", "Null byte story"]),
    );
    expect(await count()).toBe(105);
    // A second run finds every long link again instead of failing the look-up.
    const again = await ingestNews({
      client: backend().service(),
      feeds: [`${feeds().base}/long-links.xml`],
    });
    expect(again).toMatchObject({ fetched: 100, inserted: 0, skipped: 100, failed: 0 });
    // Two runs over 205 items on the in-process database: seconds on a loaded machine.
  }, 20_000);

  it("cannot write with the public key", async () => {
    const report = ingestNews({ client: backend().anon(), feeds: [`${feeds().base}/atom.xml`] });
    await expect(report).rejects.toThrow(/writing ai_news failed/);
    expect(await count()).toBe(0);
  });
});

describe("ai_news access", () => {
  it("lets everyone read, and only the server write", async () => {
    await ingestNews({ client: backend().service(), feeds: [`${feeds().base}/atom.xml`] });
    const read = await backend().anon().from("ai_news").select("link");
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(3);

    const { client } = await backend().signedIn();
    const insert = await client
      .from("ai_news")
      .insert({ title: "x", source: "y", link: "https://evil.example.com/x" });
    expect(insert.error).not.toBeNull();
    const del = await backend().anon().from("ai_news").delete().neq("id", 0).select();
    expect(del.data ?? []).toHaveLength(0);
    expect(await count()).toBe(3);
  });

  it("refuses links that are not web addresses", async () => {
    const insert = await backend()
      .service()
      .from("ai_news")
      .insert({ title: "x", source: "y", link: "javascript:alert(1)" });
    expect(insert.error?.code).toBe("23514");
  });
});
