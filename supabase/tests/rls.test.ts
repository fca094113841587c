import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * Every table and function of the migrations, as anon, user A, user B and the service role.
 * Each allowed and each denied case is asserted.
 */

const backend = testBackendForFile();
let anon: SupabaseClient;
let service: SupabaseClient;
const users: Record<"A" | "B", { client: SupabaseClient; id: string; email: string }> = {} as never;

beforeAll(async () => {
  anon = backend().anon();
  service = backend().service();
  users.A = await backend().signedIn("User A");
  users.B = await backend().signedIn("User B");
}, 30_000);

async function rowOf(id: string) {
  const rows = await backend().standIn.query<{ name: string; email: string }>(
    "select name, email from public.users where uid = $1",
    [id],
  );
  return rows[0];
}

describe("public.users as anon", () => {
  it("cannot select any row", async () => {
    const { data, error, status } = await anon.from("users").select("*");
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
  });

  it("cannot insert, update or delete", async () => {
    const insert = await anon
      .from("users")
      .insert({ uid: users.A.id, name: "x", email: "x@example.com" });
    const update = await anon.from("users").update({ name: "hacked" }).eq("uid", users.A.id);
    const remove = await anon.from("users").delete().eq("uid", users.A.id);
    for (const result of [insert, update, remove]) {
      expect(result.status).toBe(401);
      expect(result.error?.code).toBe("42501");
    }
    expect(await rowOf(users.A.id)).toMatchObject({ name: "User A" });
  });
});

describe.each(["A", "B"] as const)("public.users as user %s", (me) => {
  const other = me === "A" ? "B" : "A";

  it("reads exactly its own row", async () => {
    const { data, error } = await users[me].client.from("users").select("*");
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ uid: users[me].id, email: users[me].email, name: `User ${me}` }),
    ]);
    const own = await users[me].client
      .from("users")
      .select("name")
      .eq("uid", users[me].id)
      .single();
    expect(own.data).toEqual({ name: `User ${me}` });
  });

  it(`cannot read user ${other}'s row`, async () => {
    const { data, error } = await users[me].client
      .from("users")
      .select("*")
      .eq("uid", users[other].id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const single = await users[me].client
      .from("users")
      .select("*")
      .eq("uid", users[other].id)
      .single();
    expect(single.error?.code).toBe("PGRST116");
  });

  it("cannot insert, update or delete any row, its own included", async () => {
    const attempts = [
      users[me].client
        .from("users")
        .insert({ uid: users[me].id, name: "dup", email: "dup@example.com" }),
      users[me].client.from("users").update({ name: "renamed" }).eq("uid", users[me].id),
      users[me].client.from("users").update({ name: "renamed" }).eq("uid", users[other].id),
      users[me].client.from("users").delete().eq("uid", users[me].id),
      users[me].client.from("users").delete().eq("uid", users[other].id),
      users[me].client
        .from("users")
        .upsert({ uid: users[me].id, name: "up", email: users[me].email }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(403);
      expect(result.error?.code).toBe("42501");
    }
    expect(await rowOf(users[me].id)).toMatchObject({ name: `User ${me}`, email: users[me].email });
    expect(await rowOf(users[other].id)).toMatchObject({ name: `User ${other}` });
  });
});

describe("public.users as the service role", () => {
  it("reads every row", async () => {
    const { data, error } = await service
      .from("users")
      .select("uid")
      .in("uid", [users.A.id, users.B.id]);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
  });
});

describe("public.email_in_use", () => {
  it("answers the service role (the site's sign-up pre-check), in any e-mail case", async () => {
    expect((await service.rpc("email_in_use", { email: users.A.email.toUpperCase() })).data).toBe(
      true,
    );
    expect((await service.rpc("email_in_use", { email: users.B.email })).data).toBe(true);
    expect((await service.rpc("email_in_use", { email: uniqueEmail("free") })).data).toBe(false);
  });

  it.each(["anon", "A"] as const)(
    "refuses %s: nobody probes addresses past the site",
    async (who) => {
      const caller = who === "anon" ? anon : users[who].client;
      const { data, error, status } = await caller.rpc("email_in_use", { email: users.B.email });
      expect(data).toBeNull();
      expect(error?.code).toBe("42501");
      expect(status).toBe(who === "anon" ? 401 : 403);
    },
  );
});

describe("functions and tables outside the API", () => {
  it.each(["anon", "A", "service"] as const)(
    "%s cannot call the trigger functions or reach private objects",
    async (who) => {
      const caller = who === "anon" ? anon : who === "service" ? service : users[who].client;
      for (const fn of ["handle_new_user", "handle_user_email_change", "hit_rate_limit"]) {
        const { status, error } = await caller.rpc(fn, {});
        expect(status, fn).toBe(404);
        expect(error?.code, fn).toBe("PGRST202");
      }
      const table = await caller.from("rate_limits").select("*");
      expect(table.status).toBe(404);
    },
  );

  it("grants API roles only what the policies need", async () => {
    const rows = await backend().standIn.query<{
      role: string;
      privilege: string;
      granted: boolean;
    }>(`
      select r.role, p.privilege, has_table_privilege(r.role, 'public.users', p.privilege) as granted
        from unnest(array['anon', 'authenticated', 'service_role']) as r(role),
             unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) as p(privilege)
      union all
      select r.role, 'EXECUTE ' || f.fn, has_function_privilege(r.role, f.fn, 'EXECUTE')
        from unnest(array['anon', 'authenticated']) as r(role),
             unnest(array['public.email_in_use(text)', 'public.handle_new_user()',
                          'public.subscribe(text,text)',
                          'public.submit_contact_message(text,text,text,text,text)',
                          'private.hit_rate_limit(text,integer,integer)']) as f(fn)
      union all
      select r.role, 'USAGE private', has_schema_privilege(r.role, 'private', 'USAGE')
        from unnest(array['anon', 'authenticated', 'service_role']) as r(role)`);
    const granted = rows.filter((row) => row.granted).map((row) => `${row.role} ${row.privilege}`);
    expect(granted.sort()).toEqual(
      [
        "authenticated SELECT",
        // For the team console's doors into it; what members reach there is
        // security-definer.test.ts's to check.
        "authenticated USAGE private",
        "service_role DELETE",
        "service_role INSERT",
        "service_role SELECT",
        "service_role TRUNCATE",
        "service_role UPDATE",
      ].sort(),
    );
  });
});

describe("users data model", () => {
  it("follows an e-mail change and disappears with its account", async () => {
    const person = await backend().signedIn("Mover");
    const next = uniqueEmail("Moved");
    const tokens: string[] = [];
    const stop = backend().standIn.onMail(({ link }) => {
      tokens.push(new URL(link).searchParams.get("token_hash")!);
    });
    expect((await person.client.auth.updateUser({ email: next })).error).toBeNull();
    stop();
    expect(await rowOf(person.id)).toMatchObject({ email: person.email });
    for (const token_hash of tokens) {
      await backend().anon().auth.verifyOtp({ type: "email_change", token_hash });
    }
    expect(await rowOf(person.id)).toMatchObject({ email: next.toLowerCase() });
    await backend().standIn.exec(`delete from auth.users where id = '${person.id}'`);
    expect(await rowOf(person.id)).toBeUndefined();
  });

  it("rejects rows that break its constraints, whoever writes", async () => {
    const bad = [
      { uid: users.A.id, name: "", email: "ok@example.com" },
      { uid: users.A.id, name: "x".repeat(101), email: "ok@example.com" },
      { uid: users.A.id, name: "Upper", email: "Upper@Example.com" },
      { uid: users.A.id, name: "Shape", email: "not an email" },
    ];
    for (const row of bad) {
      const { error } = await service.from("users").upsert(row);
      expect(error?.code, JSON.stringify(row)).toBe("23514");
    }
  });
});
