import { describe, expect, it } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

/**
 * A SECURITY DEFINER function runs as its owner, past row-level security. In a schema the REST
 * API exposes, one the public key may call is anyone's to call: Supabase's Security Advisor flags
 * each (splinter's lints 0028 and 0029). Ours are called by the site's server with the secret key.
 */

const backend = testBackendForFile();

/** The API's schemas, as `supabase/config.toml` exposes them. */
const EXPOSED = ["public", "graphql_public"];

type Callable = { fn: string; role: string };

/** Every SECURITY DEFINER function of an exposed schema that anon or authenticated may call. */
function callableDefiners(): Promise<Callable[]> {
  return backend().standIn.query<Callable>(
    `select p.oid::regprocedure::text as fn, r.role
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) as r(role)
      where p.prosecdef
        and n.nspname = any($1)
        and has_function_privilege(r.role, p.oid, 'execute')
      order by 1, 2`,
    [EXPOSED],
  );
}

describe("SECURITY DEFINER functions", () => {
  it("none in an exposed schema is executable by anon or authenticated", async () => {
    expect(await callableDefiners()).toEqual([]);
  });

  it("the check finds one when there is one", async () => {
    // PostgreSQL grants EXECUTE to PUBLIC on every new function: this one is callable by both.
    const { standIn } = backend();
    await standIn.query(
      `create function public.definer_probe() returns int language sql security definer as 'select 1'`,
    );
    try {
      expect(await callableDefiners()).toEqual([
        { fn: "definer_probe()", role: "anon" },
        { fn: "definer_probe()", role: "authenticated" },
      ]);
    } finally {
      await standIn.query(`drop function public.definer_probe()`);
    }
  });

  it("the private schema lets members call only the team console's three, and read nothing", async () => {
    // authenticated may use the schema, so that the doors can call in with the member's rights.
    const callable = await backend().standIn.query<Callable>(
      `select p.oid::regprocedure::text as fn, r.role
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         cross join (values ('anon'), ('authenticated')) as r(role)
        where n.nspname = 'private'
          and has_schema_privilege(r.role, n.oid, 'usage')
          and has_function_privilege(r.role, p.oid, 'execute')
        order by 1, 2`,
    );
    const tables = await backend().standIn.query<{ name: string }>(
      `select c.oid::regclass::text as name
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private'
          and c.relkind in ('r', 'v', 'm', 'p')
          and (has_table_privilege('authenticated', c.oid, 'select, insert, update, delete')
               or has_table_privilege('anon', c.oid, 'select, insert, update, delete'))`,
    );
    expect(tables).toEqual([]);
    expect(callable).toEqual([
      { fn: "private.mark_message_handled(bigint)", role: "authenticated" },
      { fn: "private.open_contact_message(bigint)", role: "authenticated" },
      { fn: "private.record_audit(text,text)", role: "authenticated" },
    ]);
  });

  it("the list e-mails' token functions refuse the public key", async () => {
    for (const fn of [
      "subscription_by_token",
      "unsubscribe",
      "subscription_by_confirmation_token",
      "confirm_subscription",
    ]) {
      const { error, status } = await backend()
        .anon()
        .rpc(fn, { token: "f".repeat(64) });
      expect({ fn, status, code: error?.code }).toEqual({ fn, status: 401, code: "42501" });
    }
  });
});
