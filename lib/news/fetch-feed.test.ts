import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fetchFeed, FeedFetchError } from "@/lib/news/fetch-feed";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/big-declared") {
      res.writeHead(200, { "content-type": "application/rss+xml", "content-length": "5000" });
      res.end("x".repeat(5000));
    } else if (req.url === "/big-streamed") {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      for (let i = 0; i < 10; i++) res.write("x".repeat(1000));
      res.end();
    } else if (req.url === "/slow") {
      setTimeout(() => res.end("<rss/>"), 2000).unref();
    } else if (req.url === "/to-loopback") {
      res.writeHead(301, { location: "/ok" }).end();
    } else if (req.url === "/to-localhost") {
      res.writeHead(302, { location: base.replace("127.0.0.1", "localhost") + "/ok" }).end();
    } else if (req.url === "/to-unspecified") {
      res.writeHead(307, { location: "http://0.0.0.0:9/feed.xml" }).end();
    } else if (req.url === "/to-file") {
      res.writeHead(302, { location: "file:///etc/passwd" }).end();
    } else if (req.url === "/error") {
      res.writeHead(500).end("boom");
    } else {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end("<rss/>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("fetchFeed", () => {
  it.each(["/to-loopback", "/to-localhost", "/to-unspecified", "/to-file"])(
    "refuses a redirect from %s to a non-public address",
    async (path) => {
      await expect(fetchFeed(`${base}${path}`)).rejects.toThrow(
        /redirect to a non-public address refused/,
      );
    },
  );

  it("returns the body of a small feed", async () => {
    await expect(fetchFeed(`${base}/ok`)).resolves.toBe("<rss/>");
  });

  it("refuses a feed whose declared size passes the cap", async () => {
    await expect(fetchFeed(`${base}/big-declared`, { maxBytes: 4096 })).rejects.toThrow(
      /larger than 4096 bytes/,
    );
  });

  it("stops reading a streamed feed once it passes the cap", async () => {
    await expect(fetchFeed(`${base}/big-streamed`, { maxBytes: 4096 })).rejects.toThrow(
      FeedFetchError,
    );
  });

  it("times out on a slow feed", async () => {
    await expect(fetchFeed(`${base}/slow`, { timeoutMs: 200 })).rejects.toThrow(/timed out/);
  });

  it("fails on an HTTP error", async () => {
    await expect(fetchFeed(`${base}/error`)).rejects.toThrow("HTTP 500");
  });
});
