import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/news/${name}`, import.meta.url), "utf8");

/** A local feed host for the ingestion tests: good, failing, slow, hostile and redirecting feeds. */
export type FeedServer = {
  base: string;
  /** An extra `<item>` appended to /rss.xml, to show a feed that gained a story. */
  extraItem: string;
  close(): Promise<void>;
};

export async function startFeedServer(): Promise<FeedServer> {
  const feeds: FeedServer = {
    base: "",
    extraItem: "",
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    if (req.url === "/rss.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(fixture("rss.xml").replace("</channel>", `${feeds.extraItem}</channel>`));
    } else if (req.url === "/atom.xml") {
      res.writeHead(200, { "content-type": "application/atom+xml" }).end(fixture("atom.xml"));
    } else if (req.url === "/garbage.xml") {
      res.writeHead(200, { "content-type": "text/xml" }).end("<rss><channel><item>");
    } else if (req.url === "/hostile.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(
        `<rss><channel><title>Hostile</title>
        <item><title>Null\u0000 byte\u0007 story</title><link>${feeds.base}/nul</link></item>
        <item><title>Good story</title><link>${feeds.base}/good</link></item>
        </channel></rss>`,
      );
    } else if (req.url === "/long-links.xml") {
      const items = Array.from(
        { length: 100 },
        (_, i) =>
          `<item><title>Story ${i}</title><link>${feeds.base}/${"a".repeat(160)}/${i}</link></item>`,
      );
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(`<rss><channel><title>Long</title>${items.join("")}</channel></rss>`);
    } else if (req.url === "/redirect-home.xml") {
      res.writeHead(302, { location: `${feeds.base}/rss.xml` }).end();
    } else if (req.url === "/slow.xml") {
      setTimeout(() => res.end(fixture("rss.xml")), 3000).unref();
    } else {
      res.writeHead(500).end("boom");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feeds.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return feeds;
}

/**
 * What the ingestion tests run against, for the file that calls it: a backend whose ai_news table
 * is emptied before each test, and the feed host, its /rss.xml without the extra story.
 */
export function newsIngestionFixture() {
  const backend = testBackendForFile();
  let server: FeedServer | undefined;
  const feeds = () => {
    if (!server) throw new Error("The feed server is only there once beforeAll has run.");
    return server;
  };
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    feeds().extraItem = "";
    await backend().standIn.exec("truncate public.ai_news");
  });
  /** How many news items are stored. */
  const count = async () =>
    (
      await backend().standIn.query<{ n: number }>("select count(*)::int as n from public.ai_news")
    )[0]?.n;
  return { backend, feeds, count };
}
