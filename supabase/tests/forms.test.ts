import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * contact_messages and subscriptions: nobody reaches the tables with an API key but the service
 * role; the RPCs answer the service role only (the site's server), validate, rate-limit per
 * client network and store.
 */

const backend = testBackendForFile();
let service: SupabaseClient;
let user: SupabaseClient;

beforeAll(async () => {
  service = backend().service();
  user = (await backend().signedIn()).client;
}, 30_000);

/**
 * The site's server calling for one visitor (the form functions answer the secret key only), from
 * a network of its own, so each test has its own rate-limit buckets.
 */
function freshVisitor(): { client: SupabaseClient; ip: string } {
  const ip = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;
  return { client: backend().service({ "x-forwarded-for": ip }), ip };
}

function visitor(): SupabaseClient {
  return freshVisitor().client;
}

async function count(table: string, column: string, value: string): Promise<number> {
  const rows = await backend().standIn.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${column} = $1`,
    [value],
  );
  return rows[0]?.n ?? -1;
}

const message = (email: string) => ({
  name: "Asha",
  email,
  subject: "Hello",
  message: "A question about courses.",
});

describe.each(["contact_messages", "subscriptions"] as const)("public.%s", (table) => {
  const row: Record<string, string> =
    table === "contact_messages"
      ? message("rls@example.com")
      : { email: "rls@example.com", source: "newsletter" };

  it.each(["anon", "signed-in user"] as const)("%s can neither read nor write it", async (who) => {
    const client = who === "anon" ? backend().anon() : user;
    const denied = who === "anon" ? 401 : 403;
    const read = await client.from(table).select("*");
    if (who === "anon") {
      expect(read.status).toBe(401);
    } else {
      // Members may ask (the team's policy needs the grant), and RLS answers with no rows.
      expect(read.status).toBe(200);
      expect(read.data).toEqual([]);
    }
    const results = await Promise.all([
      client.from(table).insert(row),
      client.from(table).upsert(row),
      client.from(table).update({ email: "x@example.com" }).gte("id", 0),
      client.from(table).delete().gte("id", 0),
    ]);
    for (const result of results) {
      expect(result.status).toBe(denied);
      expect(result.error?.code).toBe("42501");
    }
    expect(await count(table, "email", "rls@example.com")).toBe(0);
  });

  it("the service role reads it", async () => {
    const { error, status } = await service.from(table).select("id").limit(1);
    expect(error).toBeNull();
    expect(status).toBe(200);
  });
});

describe("public.submit_contact_message", () => {
  it("stores a valid message, trimmed, with the client address", async () => {
    const { client, ip } = freshVisitor();
    const email = uniqueEmail("contact");
    const { error } = await client.rpc("submit_contact_message", {
      ...message(email),
      name: "  Asha  ",
    });
    expect(error).toBeNull();
    const rows = await backend().standIn.query<Record<string, string>>(
      "select name, subject, message, client_ip from public.contact_messages where email = $1",
      [email],
    );
    expect(rows).toEqual([
      { name: "Asha", subject: "Hello", message: "A question about courses.", client_ip: ip },
    ]);
  });

  it.each([
    ["an empty name", { name: "   " }],
    ["a name over 100 characters", { name: "n".repeat(101) }],
    ["a bad e-mail", { email: "not-an-email" }],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@example.com` }],
    ["a subject over 150 characters", { subject: "s".repeat(151) }],
    ["a message over 5000 characters", { message: "m".repeat(5001) }],
    ["a missing message", { message: null }],
  ])("rejects %s with 400 and stores nothing", async (_, change) => {
    const email = uniqueEmail("bad");
    const args = { ...message(email), ...change };
    const { error, status } = await visitor().rpc("submit_contact_message", args);
    expect(status).toBe(400);
    expect(error?.code).toBe("22023");
    expect(await count("contact_messages", "email", args.email ?? email)).toBe(0);
  });

  it("allows 5 messages per client per window, then answers 429", async () => {
    const { client } = freshVisitor();
    const email = uniqueEmail("limit");
    for (let i = 0; i < 5; i++) {
      expect((await client.rpc("submit_contact_message", message(email))).error).toBeNull();
    }
    const limited = await client.rpc("submit_contact_message", message(email));
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe("PT429");
    expect(await count("contact_messages", "email", email)).toBe(5);
    // Another client is unaffected.
    expect((await freshVisitor().client.rpc("submit_contact_message", message(email))).error).toBe(
      null,
    );
  });
});

describe("public.subscribe", () => {
  it("stores one lower-cased row per e-mail and source; repeats succeed quietly", async () => {
    const { client } = freshVisitor();
    const email = uniqueEmail("sub");
    for (const source of ["newsletter", "newsletter", "pricing"]) {
      const { error, status } = await client.rpc("subscribe", {
        email: ` ${email.toUpperCase()} `,
        source,
      });
      expect(error).toBeNull();
      expect(status).toBe(204);
    }
    const rows = await backend().standIn.query<{ source: string }>(
      "select source from public.subscriptions where email = $1 order by source",
      [email],
    );
    expect(rows).toEqual([{ source: "newsletter" }, { source: "pricing" }]);
  });

  it.each([
    ["a bad e-mail", { email: "a@b", source: "newsletter" }],
    ["an unknown source", { email: "ok@example.com", source: "spam" }],
    ["a missing source", { email: "ok2@example.com", source: null }],
  ])("rejects %s with 400 and stores nothing", async (_, args) => {
    const { error, status } = await visitor().rpc("subscribe", args);
    expect(status).toBe(400);
    expect(error?.code).toBe("22023");
    expect(await count("subscriptions", "email", args.email)).toBe(0);
  });

  it("allows 10 sign-ups per client per window, then answers 429", async () => {
    const { client } = freshVisitor();
    for (let i = 0; i < 10; i++) {
      const { error } = await client.rpc("subscribe", {
        email: uniqueEmail("many"),
        source: "community",
      });
      expect(error).toBeNull();
    }
    const email = uniqueEmail("over");
    const limited = await client.rpc("subscribe", { email, source: "community" });
    expect(limited.status).toBe(429);
    expect(await count("subscriptions", "email", email)).toBe(0);
  });

  it("the table itself rejects rows the function would refuse", async () => {
    for (const [email, source] of [
      ["Upper@Example.com", "newsletter"],
      ["no-at-sign.example.com", "newsletter"],
      ["fine@example.com", "elsewhere"],
    ]) {
      const { error } = await service.from("subscriptions").insert({ email, source });
      expect(error?.code).toBe("23514");
    }
  });
});
