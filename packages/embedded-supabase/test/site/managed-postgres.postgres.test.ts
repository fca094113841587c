import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestPostgres, type TestPostgres } from "../../../../scripts/lib/postgres.mjs";
import { startEmbeddedBackend } from "../../src/server";
import { client, NO_AUTH_RATE_LIMITS, uniqueEmail } from "../support/backend";

/**
 * SUPABASE_DB_URL on a managed PostgreSQL service, whose users are never superusers: a server of
 * its own, so the API roles do not exist yet, and login roles shaped like a managed service's.
 */

let server: TestPostgres;

async function asAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A login role owning a database of its own; `attributes` as in CREATE ROLE. */
async function ownerUrl(name: string, attributes: string) {
  await asAdmin(`create role ${name} login ${attributes}`);
  await asAdmin(`create database ${name} owner ${name}`);
  const url = new URL(server.url);
  url.username = name;
  url.password = "";
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  server = await startTestPostgres();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the embedded backend on a managed PostgreSQL", () => {
  it("refuses a role that can neither create the API roles nor use them, saying what it needs", async () => {
    const url = await ownerUrl("plain_owner", "nocreaterole");
    const started = startEmbeddedBackend({ databaseUrl: url, port: 0 });
    await expect(started).rejects.toThrowError(
      /SUPABASE_DB_URL: the role "plain_owner" lacks a privilege[\s\S]*CREATEROLE[\s\S]*Superuser and BYPASSRLS are not needed[\s\S]*grant anon, authenticated, service_role to "plain_owner"/,
    );
  });

  it("starts with CREATEROLE alone, and the secret key still reads past row-level security", async () => {
    const url = await ownerUrl("managed_owner", "createrole nobypassrls");
    const backend = await startEmbeddedBackend({
      databaseUrl: url,
      port: 0,
      authRateLimits: NO_AUTH_RATE_LIMITS,
    });
    try {
      const roles = await backend.query<{ rolname: string; rolbypassrls: boolean }>(
        "select rolname, rolbypassrls from pg_roles where rolname = 'service_role'",
      );
      expect(roles).toEqual([{ rolname: "service_role", rolbypassrls: false }]);

      const email = uniqueEmail("managed");
      const anon = client(backend.url, backend.anonKey);
      const { error } = await anon.auth.signUp({
        email,
        password: "correct-horse-1",
        options: { data: { full_name: "Managed Member" } },
      });
      expect(error).toBeNull();

      const service = client(backend.url, backend.serviceRoleKey);
      const asService = await service.from("users").select("email").eq("email", email);
      expect(asService).toMatchObject({ status: 200, data: [{ email }] });
      // The owner-side path is for the secret key only: the public key still meets the policies.
      const asAnon = await client(backend.url, backend.anonKey)
        .from("users")
        .select("email")
        .eq("email", email);
      expect(asAnon.data ?? []).toEqual([]);
    } finally {
      await backend.close();
    }
  });

  it("starts without CREATEROLE once an administrator has granted it the API roles", async () => {
    const url = await ownerUrl("granted_owner", "nocreaterole");
    await asAdmin("grant anon, authenticated, service_role to granted_owner");
    const backend = await startEmbeddedBackend({ databaseUrl: url, port: 0 });
    try {
      const { status } = await client(backend.url, backend.anonKey).from("ai_news").select("id");
      expect(status).toBe(200);
    } finally {
      await backend.close();
    }
  });
});
