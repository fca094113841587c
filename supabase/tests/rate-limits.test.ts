import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * Per-client limits over HTTP: the database keys them on the network of the rightmost
 * X-Forwarded-For entry (the one the trusted proxy wrote), whatever the client puts in front of
 * it: an IPv6 /64 or one IPv4 address. The form functions answer the secret key only.
 */

const backend = testBackendForFile();

function rpc(
  fn: string,
  args: Record<string, unknown>,
  forwardedFor: string,
  {
    key = backend().standIn.serviceRoleKey,
    clientAddress,
  }: { key?: string; clientAddress?: string } = {},
) {
  return fetch(`${backend().standIn.url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      "x-forwarded-for": forwardedFor,
      ...(clientAddress ? { "x-client-address": clientAddress } : {}),
    },
    body: JSON.stringify(args),
  });
}

/** The statuses of `count` calls made one after another, each response's body discarded. */
async function statusesOf(count: number, call: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await call();
    statuses.push(response.status);
    await response.body?.cancel();
  }
  return statuses;
}

/** An address in a network of its own (a /64 nobody else in the test uses). */
const address = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;
/** Another address in the same /64 as `of`. */
const sameNetwork = (of: string) =>
  of.replace(/::1$/, `:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}:1:2`);
const spoofed = () => `198.51.100.${Math.floor(Math.random() * 250)}, ${randomUUID()}`;

/** Per-client buckets, leaving out the site-wide ones (`<limit>:*`). */
async function bucketRows(): Promise<number> {
  const rows = await backend().standIn.query<{ n: number }>(
    "select count(*)::int as n from private.rate_limits where bucket not like '%:*'",
  );
  return rows[0]?.n ?? -1;
}

/** A test that first waits up to 5 s for a fresh window (startOfWindow), then runs a burst. */
const WAITS_FOR_A_WINDOW = { timeout: 30_000 };

/** Waits out the end of a fixed window, so a burst is counted in one window. */
async function startOfWindow(seconds: number) {
  const left = seconds * 1000 - (Date.now() % (seconds * 1000));
  if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

const contact = () => ({
  name: "Asha",
  email: uniqueEmail("limit"),
  subject: "Hello",
  message: "A question.",
});

describe.each([
  ["submit_contact_message", 5, contact],
  ["subscribe", 10, () => ({ email: uniqueEmail("limit"), source: "community" })],
  ["email_in_use", 30, () => ({ email: uniqueEmail("limit") })],
] as const)("%s", (fn, limit, args) => {
  it(
    `answers 429 after ${limit} calls from one address, however the first entries rotate`,
    WAITS_FOR_A_WINDOW,
    async () => {
      await startOfWindow(fn === "email_in_use" ? 60 : 600);
      const client = address();
      const before = await bucketRows();
      const statuses = await statusesOf(limit + 1, () =>
        rpc(fn, args(), `${spoofed()}, ${client}`),
      );
      expect(statuses.slice(0, limit).every((status) => status < 300)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // One bucket for the one address, not one per spoofed value.
      expect((await bucketRows()) - before).toBe(1);

      const other = await rpc(fn, args(), address());
      expect(other.status).toBeLessThan(300);
    },
  );

  it("takes first and last entries of 300 characters without an error", async () => {
    for (const forwardedFor of [
      `${"9".repeat(300)}, ${address()}`,
      `1.1.1.1, ${"x".repeat(300)}`,
    ]) {
      const response = await rpc(fn, args(), forwardedFor);
      const text = await response.text();
      expect(response.status, text).toBeLessThan(300);
      expect(text).not.toMatch(/check|constraint/i);
    }
  });
});

describe("a client is its network", () => {
  it("counts 40 rotating addresses of one IPv6 /64 in one bucket", WAITS_FOR_A_WINDOW, async () => {
    await startOfWindow(60);
    const first = address();
    const statuses = await statusesOf(40, () =>
      rpc("email_in_use", { email: uniqueEmail("rot") }, sameNetwork(first)),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  });

  it.each([
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:DB8:AA:BB::9", "2001:db8:aa:bb::/64"],
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["not an address", "not an address"],
  ])("%s belongs to %s", async (ip, network) => {
    const rows = await backend().standIn.query<{ network: string }>(
      "select private.client_network($1) as network",
      [ip],
    );
    expect(rows).toEqual([{ network }]);
  });
});

describe("site-wide ceilings", () => {
  it("ask for a proof of work past a limit however many networks call, and are rows anyone can tune", async () => {
    // A fresh site-wide count: the earlier tests' messages are in it too.
    await backend().standIn.query("delete from private.rate_limits where bucket = 'contact:*'");
    await backend().standIn.query(
      "update private.rate_limit_ceilings set max_hits = 3, window_seconds = 86400 where limit_name = 'contact'",
    );
    try {
      const statuses = await statusesOf(5, () =>
        rpc("submit_contact_message", contact(), address()),
      );
      // Past the contact form's normal level a message needs a proof of work (428), not a wait.
      // A stored message answers 200 with its reference.
      expect(statuses).toEqual([200, 200, 200, 428, 428]);
    } finally {
      await backend().standIn.query(
        "update private.rate_limit_ceilings set max_hits = 1000, window_seconds = 3600 where limit_name = 'contact'",
      );
      await backend().standIn.query("delete from private.rate_limits where bucket = 'contact:*'");
    }
  });
});

describe("admit_client_error", () => {
  const admit = async (forwardedFor: string) => {
    const response = await rpc("admit_client_error", {}, forwardedFor);
    expect(response.status).toBe(200);
    return (await response.json()) as string;
  };

  it(
    "admits 10 reports a minute from one network, however its addresses rotate",
    WAITS_FOR_A_WINDOW,
    async () => {
      await startOfWindow(60);
      const first = address();
      const verdicts: string[] = [];
      for (let i = 0; i < 12; i++) verdicts.push(await admit(sameNetwork(first)));
      expect(verdicts).toEqual([
        ...Array<string>(10).fill("accepted"),
        "client_limit",
        "client_limit",
      ]);
      expect(await admit(address())).toBe("accepted");
    },
  );

  it(
    "holds a site-wide ceiling that says once when it is reached, and that a network's refused reports do not fill",
    WAITS_FOR_A_WINDOW,
    async () => {
      await startOfWindow(60);
      await backend().standIn.query(
        "delete from private.rate_limits where bucket = 'client_error:*'",
      );
      await backend().standIn.query(
        "update private.rate_limit_ceilings set max_hits = 12, window_seconds = 86400 where limit_name = 'client_error'",
      );
      try {
        // Past its own limit of 10 a noisy network leaves the ceiling alone.
        const noisy = address();
        for (let i = 0; i < 30; i++) await admit(noisy);
        const ceiling = await backend().standIn.query<{ hits: number }>(
          "select hits from private.rate_limits where bucket = 'client_error:*'",
        );
        expect(ceiling).toEqual([{ hits: 10 }]);

        const verdicts: string[] = [];
        for (let i = 0; i < 5; i++) verdicts.push(await admit(address()));
        expect(verdicts).toEqual([
          "accepted",
          "accepted",
          "ceiling_reached",
          "over_ceiling",
          "over_ceiling",
        ]);
      } finally {
        await backend().standIn.query(
          "update private.rate_limit_ceilings set max_hits = 300, window_seconds = 60 where limit_name = 'client_error'",
        );
        await backend().standIn.query(
          "delete from private.rate_limits where bucket = 'client_error:*'",
        );
      }
    },
  );

  it("answers the site's server only", async () => {
    const response = await rpc("admit_client_error", {}, address(), {
      key: backend().standIn.anonKey,
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("42501");
  });
});

describe("stale windows", () => {
  it("are left alone by visitors and swept by the scheduled retention job", async () => {
    await backend().standIn.query(
      `insert into private.rate_limits (bucket, window_start, hits)
       select 'stale:' || n, now() - interval '2 days', 1 from generate_series(1, 25) n`,
    );
    const stale = async () =>
      (
        await backend().standIn.query<{ n: number }>(
          "select count(*)::int as n from private.rate_limits where bucket like 'stale:%'",
        )
      )[0]!.n;
    for (let i = 0; i < 3; i++) {
      const response = await rpc("email_in_use", { email: uniqueEmail("sweep") }, address());
      await response.body?.cancel();
    }
    expect(await stale()).toBe(25);
    const { data, error } = await backend().service().rpc("enforce_retention");
    expect(error).toBeNull();
    expect(data).toContainEqual({ kind: "rate_limits", removed: expect.any(Number) });
    expect(await stale()).toBe(0);
  });
});

describe("the form functions answer the site's server only", () => {
  it.each([
    ["submit_contact_message", contact],
    ["subscribe", () => ({ email: uniqueEmail("direct"), source: "newsletter" })],
    ["email_in_use", () => ({ email: uniqueEmail("direct") })],
  ] as const)("refuses %s with the public key", async (fn, args) => {
    const response = await rpc(fn, args(), address(), { key: backend().standIn.anonKey });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("42501");
  });
});

it("stores the rightmost address with a contact message", async () => {
  const client = address();
  const message = contact();
  expect((await rpc("submit_contact_message", message, `${spoofed()}, ${client}`)).status).toBe(
    200,
  );
  const rows = await backend().standIn.query<{ client_ip: string }>(
    "select client_ip from public.contact_messages where email = $1",
    [message.email],
  );
  expect(rows).toEqual([{ client_ip: client }]);
});

describe("X-Client-Address", () => {
  // Behind a gateway the site's server is the rightmost X-Forwarded-For entry of every form call.
  const server = "203.0.113.7";

  it(
    "keys on the visitor the site's server names when it calls with the secret key",
    WAITS_FOR_A_WINDOW,
    async () => {
      await startOfWindow(600);
      const visitor = address();
      const statuses = await statusesOf(6, () =>
        rpc("submit_contact_message", contact(), server, {
          key: backend().standIn.serviceRoleKey,
          clientAddress: visitor,
        }),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

      // Another visitor behind the same server has a bucket of their own.
      const message = contact();
      const other = address();
      const response = await rpc("submit_contact_message", message, server, {
        key: backend().standIn.serviceRoleKey,
        clientAddress: other,
      });
      expect(response.status).toBe(200);
      const rows = await backend().standIn.query<{ client_ip: string }>(
        "select client_ip from public.contact_messages where email = $1",
        [message.email],
      );
      expect(rows).toEqual([{ client_ip: other }]);
    },
  );

  it(
    "is ignored without the secret key: the rightmost X-Forwarded-For entry counts",
    WAITS_FOR_A_WINDOW,
    async () => {
      await startOfWindow(600);
      const client = address();
      const statuses = await statusesOf(11, () =>
        rpc("subscribe", { email: uniqueEmail("limit"), source: "community" }, client, {
          key: backend().standIn.serviceRoleKey,
        }),
      );
      expect(statuses.slice(0, 10).every((status) => status < 300)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    },
  );
});
