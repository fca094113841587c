import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { client, testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * Double opt-in, consent records, retention and erasure: the functions of
 * 20261125100000_confirm_subscriptions_and_record_consent.sql and 20261125100100_enforce_retention.sql.
 */

const backend = testBackendForFile();

/** A client address in an IPv6 /64 of its own: limits count a client by its network. */
const ownNetwork = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

/** The site's server: the secret key, naming a client address of its own. */
function site(): SupabaseClient {
  const { standIn } = backend();
  return client(standIn.url, standIn.serviceRoleKey, { "x-client-address": ownNetwork() });
}

function visitor(): SupabaseClient {
  return backend().anon({ "x-forwarded-for": ownNetwork() });
}

const ASK = { notice_version: "1.0", form: "newsletter", page: "/" };

async function request(email: string, source = "newsletter"): Promise<string | null> {
  const { data, error } = await site().rpc("request_subscription", { email, source, ...ASK });
  expect(error).toBeNull();
  return data as string | null;
}

async function confirm(token: string) {
  const { data, error } = await site().rpc("confirm_subscription", { token }).maybeSingle();
  expect(error).toBeNull();
  return data;
}

type SubscriptionRow = {
  id: number;
  confirmed_at: Date | null;
  requested_at: Date | null;
  unsubscribed_at: Date | null;
  unsubscribe_token: string;
  confirm_token_hash: string | null;
  consent_id: number | null;
};

async function subscription(email: string, source = "newsletter") {
  const rows = await backend().standIn.query<SubscriptionRow>(
    "select * from public.subscriptions where email = $1 and source = $2",
    [email, source],
  );
  return rows[0];
}

type ConsentRow = {
  purpose: string;
  notice_version: string;
  form: string;
  page: string;
  asked_at: Date;
  confirmed_at: Date | null;
  withdrawn_at: Date | null;
};

async function consents(email: string) {
  return backend().standIn.query<ConsentRow>(
    "select * from public.consent_records where email = $1 order by id",
    [email],
  );
}

/** Moves a row's times back, as if it had been stored `days` ago. */
async function age(sql: string, email: string) {
  await backend().standIn.query(sql, [email]);
}

async function retention(months?: number) {
  const { data, error } = await site().rpc(
    "enforce_retention",
    months === undefined ? {} : { contact_message_months: months },
  );
  expect(error).toBeNull();
  return Object.fromEntries(
    (data as { kind: string; removed: number }[]).map((row) => [row.kind, Number(row.removed)]),
  );
}

describe("double opt-in", () => {
  it("stores a pending request with its consent record and hands the token only to the server", async () => {
    const email = uniqueEmail("pending");
    const token = await request(email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const row = await subscription(email);
    expect(row).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    expect(row?.requested_at).toBeInstanceOf(Date);
    // Only the token's hash is stored.
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirm_token_hash).not.toBe(token);
    expect(await consents(email)).toEqual([
      expect.objectContaining({
        purpose: "newsletter",
        notice_version: "1.0",
        form: "newsletter",
        page: "/",
        confirmed_at: null,
        withdrawn_at: null,
      }),
    ]);

    const anon = await visitor().rpc("request_subscription", {
      email: uniqueEmail("anon"),
      source: "newsletter",
      ...ASK,
    });
    expect(anon.error).not.toBeNull();
  });

  it("confirms only with the token, once, and records the confirmation", async () => {
    const email = uniqueEmail("confirm");
    const token = (await request(email, "pricing"))!;
    const peek = await site().rpc("subscription_by_confirmation_token", { token }).maybeSingle();
    expect(peek.data).toEqual({ email, source: "pricing" });
    expect((await subscription(email, "pricing"))?.confirmed_at).toBeNull();

    expect(await confirm("0".repeat(64))).toBeNull();
    expect(await confirm(token)).toEqual({ email, source: "pricing" });
    const row = await subscription(email, "pricing");
    expect(row?.confirmed_at).toBeInstanceOf(Date);
    expect(row?.requested_at).toBeNull();
    expect((await consents(email))[0]?.confirmed_at).toBeInstanceOf(Date);
    expect(await confirm(token)).toBeNull();
  });

  it("sends one e-mail per address per window, keeps the first link working, and asks nothing of a subscriber", async () => {
    const email = uniqueEmail("window");
    const first = (await request(email))!;
    expect(await request(email)).toBeNull();
    // Another list meanwhile: recorded as pending, without an e-mail.
    expect(await request(email, "community")).toBeNull();
    expect((await subscription(email, "community"))?.requested_at).toBeInstanceOf(Date);
    expect(await confirm(first)).toEqual({ email, source: "newsletter" });
    expect(await request(email)).toBeNull();
    expect((await subscription(email))?.requested_at).toBeNull();
  });

  it("makes a re-subscription after unsubscribing a new pending request; the suppression holds until confirmed", async () => {
    const email = uniqueEmail("return");
    await confirm((await request(email))!);
    const before = (await subscription(email))!;
    const { error } = await site().rpc("unsubscribe", { token: before.unsubscribe_token });
    expect(error).toBeNull();
    expect((await consents(email))[0]?.withdrawn_at).toBeInstanceOf(Date);

    const again = await request(email);
    expect(again).toMatch(/^[0-9a-f]{64}$/);
    const pending = (await subscription(email))!;
    expect(pending.unsubscribed_at).toBeInstanceOf(Date);
    expect(pending.requested_at).toBeInstanceOf(Date);
    expect(await consents(email)).toHaveLength(2);

    await confirm(again!);
    const renewed = (await subscription(email))!;
    expect(renewed.unsubscribed_at).toBeNull();
    expect(renewed.unsubscribe_token).not.toBe(before.unsubscribe_token);
  });

  it("lets a confirmation link expire after 7 days", async () => {
    const email = uniqueEmail("expired");
    const token = (await request(email))!;
    await age(
      "update public.subscriptions set requested_at = now() - interval '8 days' where email = $1",
      email,
    );
    expect(await confirm(token)).toBeNull();
  });

  it("keeps the tables closed to the public key", async () => {
    const { error } = await visitor().from("consent_records").select("*");
    expect(error?.code).toBe("42501");
  });
});

describe("account consent", () => {
  it("records each sign-up with the notice version and page, confirmed with the address", async () => {
    const email = uniqueEmail("account");
    const { error } = await backend()
      .anon()
      .auth.signUp({
        email,
        password: "correct-horse-1",
        options: {
          data: { full_name: "Asha", consent: { notice_version: "1.0", page: "/signup" } },
        },
      });
    expect(error).toBeNull();
    expect(await consents(email)).toEqual([
      expect.objectContaining({
        purpose: "account",
        notice_version: "1.0",
        form: "sign-up",
        page: "/signup",
        // The embedded backend confirms at once unless told otherwise.
        confirmed_at: expect.any(Date),
      }),
    ]);
  });
});

describe("public.enforce_retention", () => {
  it("removes what is past its time, keeps the rest, and removes nothing more when run again", async () => {
    const fresh = uniqueEmail("keep");
    const stale = uniqueEmail("stale");
    const returning = uniqueEmail("returning");
    await request(fresh);
    await request(stale);
    await age(
      "update public.subscriptions set requested_at = now() - interval '8 days' where email = $1",
      stale,
    );
    await age(
      "update public.consent_records set asked_at = now() - interval '8 days' where email = $1",
      stale,
    );
    await confirm((await request(returning))!);
    const { unsubscribe_token } = (await subscription(returning))!;
    await site().rpc("unsubscribe", { token: unsubscribe_token });
    await request(returning);
    await age(
      "update public.subscriptions set requested_at = now() - interval '8 days' where email = $1",
      returning,
    );

    const db = backend().standIn;
    const oldMessage = uniqueEmail("old-message");
    const newMessage = uniqueEmail("new-message");
    await db.query(
      `insert into public.contact_messages (name, email, subject, message, created_at)
       values ('A', $1, 'S', 'M', now() - interval '25 months'), ('B', $2, 'S', 'M', now() - interval '2 months')`,
      [oldMessage, newMessage],
    );
    const link = `https://news.example/${randomUUID()}`;
    await db.query(
      `insert into public.ai_news (title, source, link, fetched_at) values ('Old', 'X', $1, now() - interval '91 days')`,
      [link],
    );
    await db.query(
      `insert into private.rate_limits (bucket, window_start, hits) values ($1, now() - interval '2 days', 1)`,
      [`test:${randomUUID()}`],
    );
    const unconfirmed = uniqueEmail("unconfirmed");
    await db.query(
      `insert into auth.users (id, email, encrypted_password, created_at, raw_user_meta_data)
       values (gen_random_uuid(), $1, 'x', now() - interval '8 days', '{}')`,
      [unconfirmed],
    );

    const first = await retention();
    expect(first.unconfirmed_subscriptions).toBeGreaterThanOrEqual(1);
    expect(first.contact_messages).toBeGreaterThanOrEqual(1);
    expect(first.news).toBeGreaterThanOrEqual(1);
    expect(first.rate_limits).toBeGreaterThanOrEqual(1);
    expect(first.unconfirmed_accounts).toBeGreaterThanOrEqual(1);

    expect(await subscription(stale)).toBeUndefined();
    expect(await consents(stale)).toEqual([]);
    expect(await subscription(fresh)).toBeDefined();
    // The address that had unsubscribed keeps its suppression, without the stale request.
    expect(await subscription(returning)).toMatchObject({
      requested_at: null,
      confirm_token_hash: null,
      unsubscribed_at: expect.any(Date),
    });
    const count = async (sql: string, value: string) =>
      (await db.query<{ n: number }>(sql, [value]))[0]?.n;
    expect(
      await count(
        "select count(*)::int n from public.contact_messages where email = $1",
        oldMessage,
      ),
    ).toBe(0);
    expect(
      await count(
        "select count(*)::int n from public.contact_messages where email = $1",
        newMessage,
      ),
    ).toBe(1);
    expect(await count("select count(*)::int n from public.ai_news where link = $1", link)).toBe(0);
    expect(
      await count("select count(*)::int n from auth.users where email = $1", unconfirmed),
    ).toBe(0);

    expect(await retention()).toEqual({
      unconfirmed_accounts: 0,
      unconfirmed_subscriptions: 0,
      contact_messages: 0,
      news: 0,
      audit_log: 0,
      news_runs: 0,
      rate_limits: 0,
    });

    // A shorter period for contact messages is the caller's to choose.
    expect((await retention(1)).contact_messages).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        "select count(*)::int n from public.contact_messages where email = $1",
        newMessage,
      ),
    ).toBe(0);
  });

  it("is the server's alone", async () => {
    const { error } = await visitor().rpc("enforce_retention", {});
    expect(error).not.toBeNull();
  });
});

describe("public.erase_address", () => {
  it("deletes everything under the address except one suppression entry per list it was on", async () => {
    const email = uniqueEmail("erase");
    await confirm((await request(email))!);
    await request(email, "community");
    const db = backend().standIn;
    await db.query(
      `insert into public.contact_messages (name, email, subject, message) values ('A', $1, 'S', 'M')`,
      [email],
    );

    const { error } = await site().rpc("erase_address", { email: email.toUpperCase() });
    expect(error).toBeNull();

    const rows = await db.query<Record<string, unknown>>(
      "select source, confirmed_at, requested_at, consent_id, unsubscribed_at from public.subscriptions where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        source: "newsletter",
        confirmed_at: null,
        requested_at: null,
        consent_id: null,
        unsubscribed_at: expect.any(Date),
      },
    ]);
    expect(await consents(email)).toEqual([]);
    expect(
      await db.query("select 1 from public.contact_messages where email = $1", [email]),
    ).toEqual([]);
    // Suppressed: asking again needs a new confirmation.
    expect(await request(email)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is the server's alone", async () => {
    const { error } = await visitor().rpc("erase_address", { email: uniqueEmail("x") });
    expect(error).not.toBeNull();
  });
});
