import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ingestNews } from "@/lib/news/ingest";

import { testBackendForFile, testEngine, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * Many requests at once through the HTTP API, on PostgreSQL only: each request runs in its own
 * pooled connection, so these are the races a hosted project meets (PGlite runs them one by one).
 */

const backend = testBackendForFile();

/** A documentation-range address no other test uses. */
function address(): string {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${part()}:${part()}::${part()}`;
}

/** The client address travels as the (rightmost) X-Forwarded-For entry. */
function forwardedFor(client: string): string {
  return client;
}

/**
 * Posts JSON to the API as a client at the given address: to auth with the public key, to the form
 * functions with the secret key, as the site's server calls them.
 */
function post(path: string, body: unknown, client: string) {
  const key = path.startsWith("rest/")
    ? backend().standIn.serviceRoleKey
    : backend().standIn.anonKey;
  return fetch(`${backend().standIn.url}/${path}`, {
    method: "POST",
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      "x-forwarded-for": forwardedFor(client),
    },
    body: JSON.stringify(body),
  });
}

async function rpc(name: string, body: unknown, client: string) {
  const response = await post(`rest/v1/rpc/${name}`, body, client);
  return { status: response.status, body: await response.text() };
}

async function auth(path: string, body: unknown, client = address()) {
  const response = await post(`auth/v1/${path}`, body, client);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows = await backend().standIn.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? -1;
}

/** How many contact messages carry the subject. */
const messagesAbout = (subject: string) =>
  count("select count(*)::int as n from public.contact_messages where subject = $1", [subject]);

/** How many accounts, and users rows, have the address. */
async function accountsWith(email: string) {
  return {
    accounts: await count("select count(*)::int as n from auth.users where lower(email) = $1", [
      email,
    ]),
    users: await count("select count(*)::int as n from public.users where email = $1", [email]),
  };
}

const contact = (n: number) => ({
  name: "Asha",
  email: `asha-${n}@example.com`,
  subject: "Hello",
  message: `Message number ${n}.`,
});

describe("many requests at once", () => {
  it("runs on PostgreSQL", () => {
    expect(testEngine()).toBe("postgres");
    expect(backend().standIn.engine).toBe("postgres");
  });

  it("lets exactly 10 of 40 simultaneous sign-ups from one client through", async () => {
    const client = address();
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        rpc("subscribe", { email: uniqueEmail("many"), source: "newsletter" }, client),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 204: 10, 429: 30 });
    expect(results.find((result) => result.status === 429)?.body).toContain('"code":"PT429"');
  }, 30_000);

  it("lets exactly 5 of 40 simultaneous contact messages from one client through", async () => {
    const client = address();
    const marker = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        rpc("submit_contact_message", { ...contact(n), subject: marker }, client),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 200: 5, 429: 35 });
    expect(await messagesAbout(marker)).toBe(5);
  }, 30_000);

  it("stores all 200 simultaneous contact messages from different clients", async () => {
    const marker = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        rpc("submit_contact_message", { ...contact(n), subject: marker }, address()),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 200: 200 });
    expect(await messagesAbout(marker)).toBe(200);
  }, 30_000);

  it("creates one account for 20 simultaneous sign-ups with one e-mail", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        auth("signup", { email, password: "correct-horse-1", data: { full_name: "Race" } }),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 200: 1, 422: 19 });
    for (const result of results.filter((each) => each.status === 422)) {
      expect(result.body).toMatchObject({
        code: "user_already_exists",
        message: "User already registered",
      });
    }
    expect(await accountsWith(email)).toEqual({ accounts: 1, users: 1 });
  }, 30_000);

  it("keeps one live refresh token for 10 simultaneous refreshes of the same token", async () => {
    const email = uniqueEmail("refresh");
    const signUp = await auth("signup", { email, password: "correct-horse-1" });
    expect(signUp.status).toBe(200);
    const sessionId = JSON.parse(
      Buffer.from(String(signUp.body.access_token).split(".")[1]!, "base64url").toString(),
    ).session_id as string;

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        auth("token?grant_type=refresh_token", { refresh_token: signUp.body.refresh_token }),
      ),
    );
    const live = await backend().standIn.query<{ token: string }>(
      "select token from auth.refresh_tokens where session_id = $1 and not revoked",
      [sessionId],
    );
    expect(live).toHaveLength(1);
    const issued = results.filter((result) => result.status === 200);
    expect(issued.length).toBeGreaterThan(0);
    // Within the reuse window every caller gets the one active token, never a family of its own.
    for (const result of issued) expect(result.body.refresh_token).toBe(live[0]!.token);
    for (const result of results.filter((each) => each.status !== 200)) {
      expect(result.status).toBe(400);
    }
    const next = await auth("token?grant_type=refresh_token", { refresh_token: live[0]!.token });
    expect(next.status).toBe(200);
  }, 30_000);

  it("gives a wanted e-mail to exactly one of 10 accounts confirming a change to it at once", async () => {
    const wanted = uniqueEmail("wanted");
    const accounts = await Promise.all(Array.from({ length: 10 }, () => backend().signedIn()));
    const links: { to: string; token: string }[] = [];
    const stop = backend().standIn.onMail(({ to, link }) => {
      links.push({ to, token: new URL(link).searchParams.get("token_hash")! });
    });
    const requested = await Promise.all(
      accounts.map(async ({ client }) => (await client.auth.updateUser({ email: wanted })).error),
    );
    stop();
    expect(requested.map((error) => error?.message ?? null)).toEqual(requested.map(() => null));
    // Each account's current address confirms first; the race is on the links to the new one.
    for (const { token } of links.filter(({ to }) => to !== wanted)) {
      expect((await auth("verify", { type: "email_change", token_hash: token })).status).toBe(200);
    }
    const results = await Promise.all(
      links
        .filter(({ to }) => to === wanted)
        .map(({ token }) => auth("verify", { type: "email_change", token_hash: token })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((each) => each.status !== 200)) {
      expect({ status: result.status, code: result.body.code }).toEqual({
        status: 422,
        code: "email_exists",
      });
    }
    expect(await accountsWith(wanted)).toEqual({ accounts: 1, users: 1 });
  }, 30_000);

  describe("the news ingester", () => {
    let feeds: Server;
    let base = "";
    const items = Array.from(
      { length: 150 },
      (_, n) =>
        `<item><title>Story ${n}</title><link>https://news.example.org/s/${n}</link></item>`,
    );

    beforeAll(async () => {
      // Two overlapping feeds (items 0–89 and 60–149), each also served in reverse: a feed may
      // reorder its items between two fetches.
      const lists: Record<string, string[]> = {
        "/a.xml": items.slice(0, 90),
        "/b.xml": items.slice(60),
      };
      feeds = createServer((req, res) => {
        const path = (req.url ?? "").replace("-reversed", "");
        const list = lists[path] ?? [];
        const ordered = req.url?.includes("-reversed") ? [...list].reverse() : list;
        res.writeHead(200, { "content-type": "application/rss+xml" });
        res.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Many</title>
          <link>https://news.example.org</link>${ordered.join("")}</channel></rss>`);
      });
      await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      feeds.closeAllConnections();
      await new Promise((resolve) => feeds.close(resolve));
    });

    it("stores each link once when two runs overlap, and neither run fails", async () => {
      for (let round = 0; round < 3; round++) {
        await backend().standIn.exec("truncate public.ai_news");
        const reports = await Promise.all([
          ingestNews({ client: backend().service(), feeds: [`${base}/a.xml`, `${base}/b.xml`] }),
          ingestNews({
            client: backend().service(),
            feeds: [`${base}/b-reversed.xml`, `${base}/a-reversed.xml`],
          }),
        ]);
        for (const report of reports) {
          expect(report).toMatchObject({ feeds: 2, fetched: 180, failed: 0 });
        }
        const [row] = await backend().standIn.query<{ n: number; links: number }>(
          "select count(*)::int as n, count(distinct link)::int as links from public.ai_news",
        );
        expect(row).toEqual({ n: 150, links: 150 });
      }
    }, 60_000);
  });
});
