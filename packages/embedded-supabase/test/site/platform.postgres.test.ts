import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_MIGRATIONS_DIR } from "../../src/db/database";
import { createTestDatabase } from "../support/backend";

/**
 * What `supabase db push` meets: an empty PostgreSQL 15 database with only the platform bootstrap,
 * then each migration in its own transaction, with none of the embedded backend's own additions.
 */

const PLATFORM_SQL = fileURLToPath(new URL("../../src/db/platform.sql", import.meta.url));

// The columns GoTrue's migrations give auth.users.
const GOTRUE_USER_COLUMNS = [
  "instance_id",
  "id",
  "aud",
  "role",
  "email",
  "encrypted_password",
  "email_confirmed_at",
  "invited_at",
  "confirmation_token",
  "confirmation_sent_at",
  "recovery_token",
  "recovery_sent_at",
  "email_change_token_new",
  "email_change",
  "email_change_sent_at",
  "last_sign_in_at",
  "raw_app_meta_data",
  "raw_user_meta_data",
  "is_super_admin",
  "created_at",
  "updated_at",
  "phone",
  "phone_confirmed_at",
  "phone_change",
  "phone_change_token",
  "phone_change_sent_at",
  "confirmed_at",
  "email_change_token_current",
  "email_change_confirm_status",
  "banned_until",
  "reauthentication_token",
  "reauthentication_sent_at",
  "is_sso_user",
  "deleted_at",
  "is_anonymous",
];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await database?.drop();
});

describe("the platform bootstrap on PostgreSQL", () => {
  it("takes every migration, each in its own transaction", async () => {
    const version = (
      await db.query<{ v: string }>("select current_setting('server_version_num') as v")
    ).rows[0]!.v;
    expect(Number(version)).toBeGreaterThanOrEqual(150000);
    await db.query(await readFile(PLATFORM_SQL, "utf8"));
    const files = (await readdir(DEFAULT_MIGRATIONS_DIR)).filter((name) => name.endsWith(".sql"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files.sort()) {
      await db.query("begin");
      try {
        await db.query(await readFile(join(DEFAULT_MIGRATIONS_DIR, file), "utf8"));
        await db.query("commit");
      } catch (error) {
        await db.query("rollback");
        throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
      }
    }
  });

  it("has auth.users with GoTrue's columns", async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'auth' and table_name = 'users' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(GOTRUE_USER_COLUMNS);
  });

  it("reads the request's claims in auth.uid(), auth.role() and auth.jwt()", async () => {
    const sub = "8b6c5f44-4d8f-4c41-9a55-6f1f8a0f7f10";
    await db.query("begin");
    try {
      const { rows } = await db.query<{ uid: string; role: string; email: string }>(
        `select set_config('request.jwt.claims', $1, true),
                auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
        [JSON.stringify({ sub, role: "authenticated", email: "a@example.com" })],
      );
      expect(rows[0]).toMatchObject({ uid: sub, role: "authenticated", email: "a@example.com" });
    } finally {
      await db.query("rollback");
    }
    // Outside a request the custom setting reads '' on this connection: no user, no error.
    const { rows } = await db.query<{ uid: string | null }>("select auth.uid() as uid");
    expect(rows[0]!.uid).toBeNull();
  });

  it("creates the profile row when GoTrue inserts a user", async () => {
    // The columns GoTrue sets on an e-mail sign-up.
    const { rows } = await db.query<{ name: string; email: string }>(
      `with inserted as (
         insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
           email_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_super_admin,
           created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
           'authenticated', 'gotrue@example.com', 'x', now(),
           '{"provider":"email","providers":["email"]}', '{"full_name":"Go True"}', false,
           now(), now(), false)
         returning id)
       select 1 from inserted`,
    );
    expect(rows).toHaveLength(1);
    const profile = await db.query<{ name: string; email: string }>(
      "select name, email from public.users where email = 'gotrue@example.com'",
    );
    expect(profile.rows).toEqual([{ name: "Go True", email: "gotrue@example.com" }]);
  });
});
