import type * as NextServer from "next/server";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { challengeBits, CHALLENGE_HEADER, PROOF_FIELDS, solveProof } from "@/lib/forms/proof";
import { jsonPost, network, rotating } from "@/test/support/addresses";
import { captureLog } from "@/test/support/capture-log";
import { pointSiteAt } from "@/test/support/site-backend";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));
// `after` queues work for once Next has answered, and refuses outside a request Next serves: here
// the visitor's receipt a stored message queues is only noted, since this file is about answers.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  after: vi.fn(),
}));

const backend = testBackendForFile();

/** The site-wide normal level for these tests: 20 messages a day instead of 1,000 an hour. */
const NORMAL = 20;

const contact = (forwardedFor: string, subject: string, extra: Record<string, string> = {}) =>
  jsonPost("/api/contact", forwardedFor, {
    name: "Asha Rao",
    email: "asha@example.com",
    subject,
    message: "Could we talk about seats for our college?",
    ...extra,
  });

async function stored(subject: string): Promise<number> {
  const rows = await backend().standIn.query<{ n: number }>(
    "select count(*)::int as n from public.contact_messages where subject = $1",
    [subject],
  );
  return rows[0]!.n;
}

const setSiteHits = (hits: number) =>
  backend().standIn.query(
    `update private.rate_limits set hits = $1
     where bucket = 'contact:*' and window_start = to_timestamp(floor(extract(epoch from now()) / 86400) * 86400)`,
    [hits],
  );

describe("contact messages past the site-wide normal rate", { timeout: 120_000 }, () => {
  const saved = { ...process.env };
  let log: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    pointSiteAt(backend().standIn);
    log = captureLog();
    await backend().standIn.query("delete from private.rate_limits where bucket = 'contact:*'");
    await backend().standIn.query(
      `update private.rate_limit_ceilings set max_hits = ${NORMAL}, window_seconds = 86400
       where limit_name = 'contact'`,
    );
  });
  afterEach(async () => {
    log.restore();
    await backend().standIn.query(
      `update private.rate_limit_ceilings set max_hits = 1000, window_seconds = 3600
       where limit_name = 'contact'`,
    );
  });
  afterAll(() => {
    process.env = saved;
  });

  it("asks a flood from 34 /64s for work instead of locking a real visitor out", async () => {
    const { POST } = await import("@/app/api/contact/route");
    const flood = `flood ${randomUUID()}`;
    const statuses: number[] = [];
    for (let n = 0; n < 34; n++) {
      const prefix = network();
      for (let i = 0; i < 5; i++)
        statuses.push((await POST(contact(rotating(prefix), flood))).status);
    }
    expect(statuses.slice(0, NORMAL)).toEqual(Array<number>(NORMAL).fill(201));
    expect(statuses.slice(NORMAL)).toEqual(Array<number>(170 - NORMAL).fill(428));
    expect(await stored(flood)).toBe(NORMAL);

    const real = `real ${randomUUID()}`;
    const visitor = rotating(network());
    const asked = await POST(contact(visitor, real));
    expect(asked.status).toBe(428);
    expect(await asked.json()).toMatchObject({ error: { code: "challenge_required" } });
    const challenge = asked.headers.get(CHALLENGE_HEADER)!;
    expect(challengeBits(challenge)).toBe(15);
    const nonce = (await solveProof(challenge))!;
    const proof = { [PROOF_FIELDS.token]: challenge, [PROOF_FIELDS.nonce]: nonce };
    expect((await POST(contact(visitor, real, proof))).status).toBe(201);
    expect(await stored(real)).toBe(1);

    // A proof is good for one message, from whatever network it is replayed.
    expect((await POST(contact(rotating(network()), real, proof))).status).toBe(428);
    // A wrong nonce does no work.
    const wrong = { ...proof, [PROOF_FIELDS.nonce]: String(Number(nonce) + 1) };
    expect((await POST(contact(rotating(network()), real, wrong))).status).toBe(428);
    expect(await stored(real)).toBe(1);
  });

  it("tells a post without JavaScript why it was refused while busy", async () => {
    const { POST } = await import("@/app/api/contact/route");
    await POST(contact(rotating(network()), "warm-up"));
    await setSiteHits(NORMAL);
    const response = await POST(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": rotating(network()),
        },
        body: new URLSearchParams({
          name: "Asha Rao",
          email: "asha@example.com",
          subject: "no script",
          message: "Hello",
        }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?error=challenge_required");
  });

  it("asks for more work as the flood grows, and stores nothing more at 8 times the normal level", async () => {
    const { POST } = await import("@/app/api/contact/route");
    await POST(contact(rotating(network()), "warm-up"));
    await setSiteHits(NORMAL * 4);
    const asked = await POST(contact(rotating(network()), "busier"));
    expect(challengeBits(asked.headers.get(CHALLENGE_HEADER)!)).toBe(17);

    await setSiteHits(NORMAL * 8);
    const last = await POST(contact(rotating(network()), "full"));
    expect(last.status).toBe(429);
    const subject = `bounded ${randomUUID()}`;
    const challenge = asked.headers.get(CHALLENGE_HEADER)!;
    const proof = {
      [PROOF_FIELDS.token]: challenge,
      [PROOF_FIELDS.nonce]: (await solveProof(challenge))!,
    };
    expect((await POST(contact(rotating(network()), subject, proof))).status).toBe(429);
    expect(await stored(subject)).toBe(0);
  });

  it("still holds each /64 to its own limit, proof or not", async () => {
    const { POST } = await import("@/app/api/contact/route");
    const prefix = network();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await POST(contact(rotating(prefix), "own"))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("list sign-ups past the site-wide normal rate", { timeout: 120_000 }, () => {
  const request = (forwardedFor: string, headers: Record<string, string> = {}) =>
    fetch(`${backend().standIn.url}/rest/v1/rpc/request_subscription`, {
      method: "POST",
      headers: {
        apikey: backend().standIn.serviceRoleKey,
        authorization: `Bearer ${backend().standIn.serviceRoleKey}`,
        "content-type": "application/json",
        "x-client-address": forwardedFor,
        ...headers,
      },
      body: JSON.stringify({
        email: `${randomUUID().slice(0, 8)}@example.com`,
        source: "newsletter",
        notice_version: "2026-11",
        form: "newsletter",
        page: "/",
      }),
    });

  it("answers a flood from 17 /64s with 428 and its difficulty, and takes a checked proof once", async () => {
    await backend().standIn.query("delete from private.rate_limits where bucket = 'subscribe:*'");
    await backend().standIn.query(
      "update private.rate_limit_ceilings set max_hits = 30, window_seconds = 86400 where limit_name = 'subscribe'",
    );
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 17; n++) {
        const prefix = network();
        for (let i = 0; i < 10; i++) {
          const response = await request(rotating(prefix));
          statuses.push(response.status);
          await response.body?.cancel();
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 428)).toHaveLength(140);

      const refused = await request(rotating(network()));
      expect(refused.status).toBe(428);
      expect(await refused.json()).toMatchObject({ code: "PT428", details: "15" });
      const redeem = async (address: string, proof: string) => {
        const response = await fetch(`${backend().standIn.url}/rest/v1/rpc/redeem_form_proof`, {
          method: "POST",
          headers: {
            apikey: backend().standIn.serviceRoleKey,
            authorization: `Bearer ${backend().standIn.serviceRoleKey}`,
            "content-type": "application/json",
            "x-client-address": address,
          },
          body: JSON.stringify({ form: "subscribe", proof }),
        });
        return (await response.json()) as boolean;
      };
      const visitor = rotating(network());
      const proof = `${randomUUID().replaceAll("-", "")}.16`;
      expect(await redeem(visitor, proof)).toBe(true);
      const accepted = await request(visitor);
      expect(accepted.status).toBe(200);
      await accepted.body?.cancel();
      // The credit is used up, and the proof cannot be redeemed again from anywhere.
      const again = await request(visitor);
      expect(again.status).toBe(428);
      await again.body?.cancel();
      const elsewhere = rotating(network());
      expect(await redeem(elsewhere, proof)).toBe(false);
      const replayed = await request(elsewhere);
      expect(replayed.status).toBe(428);
      await replayed.body?.cancel();
      // Less work than asked for is no credit.
      const weak = rotating(network());
      expect(await redeem(weak, `${randomUUID().replaceAll("-", "")}.12`)).toBe(true);
      const refusedWeak = await request(weak);
      expect(refusedWeak.status).toBe(428);
      await refusedWeak.body?.cancel();
    } finally {
      await backend().standIn.query(
        "update private.rate_limit_ceilings set max_hits = 1000, window_seconds = 3600 where limit_name = 'subscribe'",
      );
      await backend().standIn.query("delete from private.rate_limits where bucket = 'subscribe:*'");
    }
  });
});
