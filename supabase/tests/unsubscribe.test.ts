import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

const backend = testBackendForFile();

/** A client address in a network of its own, so each test has its own rate-limit buckets. */
const forwardedFor = () => ({
  "x-forwarded-for": `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`,
});

/** A visitor: the public key. */
function visitor(): SupabaseClient {
  return backend().anon(forwardedFor());
}

/** The site's server, calling a token function for a visitor holding a link: the secret key. */
function site(): SupabaseClient {
  return backend().service(forwardedFor());
}

type Row = {
  unsubscribe_token: string;
  subscribed_at: Date;
  unsubscribed_at: Date | null;
};

async function row(email: string, source: string): Promise<Row | undefined> {
  const rows = await backend().standIn.query<Row>(
    "select unsubscribe_token, subscribed_at, unsubscribed_at from public.subscriptions where email = $1 and source = $2",
    [email, source],
  );
  return rows[0];
}

async function subscribe(email: string, source = "newsletter") {
  // Only the site's server may subscribe (the secret key).
  const { error } = await backend().service(forwardedFor()).rpc("subscribe", { email, source });
  expect(error).toBeNull();
  return (await row(email, source))!;
}

/** What a token RPC answers for the token: the subscription it belongs to, if any. */
async function byToken(fn: "subscription_by_token" | "unsubscribe", token: string) {
  const { data, error } = await site().rpc(fn, { token }).maybeSingle();
  expect(error).toBeNull();
  return data;
}

describe("subscriptions: unsubscribe tokens", () => {
  it("gives every row its own 64-hex-digit token", async () => {
    const a = await subscribe(uniqueEmail("token-a"));
    const b = await subscribe(uniqueEmail("token-b"));
    expect(a.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    expect(a.unsubscribe_token).not.toBe(b.unsubscribe_token);
    expect(a.unsubscribed_at).toBeNull();
  });

  it("tells the holder of a token the address and list, and nothing for other tokens", async () => {
    const email = uniqueEmail("lookup");
    const { unsubscribe_token: token } = await subscribe(email, "pricing");
    expect(await byToken("subscription_by_token", token)).toEqual({
      email,
      source: "pricing",
      unsubscribed: false,
    });
    expect(await byToken("subscription_by_token", "0".repeat(64))).toBeNull();
  });

  it("unsubscribes with the token, keeps the row as suppressed, and repeats quietly", async () => {
    const email = uniqueEmail("leave");
    const { unsubscribe_token: token } = await subscribe(email);
    const unsubscribed = { email, source: "newsletter", unsubscribed: true };
    expect(await byToken("unsubscribe", token)).toEqual(unsubscribed);
    const suppressed = await row(email, "newsletter");
    expect(suppressed?.unsubscribed_at).toBeInstanceOf(Date);

    expect(await byToken("unsubscribe", token)).toEqual(unsubscribed);
    expect((await row(email, "newsletter"))?.unsubscribed_at).toEqual(suppressed?.unsubscribed_at);

    expect(await byToken("unsubscribe", "f".repeat(64))).toBeNull();
  });

  it("keeps an address suppressed when it signs up again, until it confirms from the e-mail", async () => {
    const email = uniqueEmail("return");
    const before = await subscribe(email);
    await site().rpc("unsubscribe", { token: before.unsubscribe_token });
    const after = await subscribe(email);
    // A new request, pending: the suppression holds (see consent.test.ts for the confirmation).
    expect(after.unsubscribed_at).toBeInstanceOf(Date);
    expect(after.unsubscribe_token).toBe(before.unsubscribe_token);
    const count = await backend().standIn.query<{ n: number }>(
      "select count(*)::int as n from public.subscriptions where email = $1 and requested_at is not null",
      [email],
    );
    expect(count[0]?.n).toBe(1);
    expect(await byToken("subscription_by_token", before.unsubscribe_token)).toEqual({
      email,
      source: "newsletter",
      unsubscribed: true,
    });
  });

  it("keeps the table itself closed to the public key", async () => {
    const { data, error } = await visitor().from("subscriptions").select("unsubscribe_token");
    expect(data).toBeNull();
    expect(error?.code).toBe("42501");
  });
});
