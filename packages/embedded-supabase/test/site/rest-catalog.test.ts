import { describe, expect, it } from "vitest";

import { testBackendForFile, testEngine } from "../support/backend";

// The REST layer reads the catalog on every request, through statements each PostgreSQL connection
// plans once. With 4 connections one is kept for trusted work, so the service role's requests and
// `standIn.query` share it, and its prepared statements can be listed.
const backend = testBackendForFile({ dbPoolSize: 4 });

function callProbe(body: Record<string, unknown>): Promise<Response> {
  const { url, serviceRoleKey } = backend().standIn;
  return fetch(`${url}/rest/v1/rpc/catalog_probe`, {
    method: "POST",
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
}

describe("the REST layer's catalog look-ups", () => {
  it("are planned once per connection, and still see a function changed between two requests", async () => {
    await backend().standIn.exec(`
      create function public.catalog_probe() returns integer language sql as 'select 1';
      grant execute on function public.catalog_probe() to service_role;
    `);
    for (let call = 0; call < 6; call += 1) {
      const response = await callProbe({});
      expect(response.status).toBe(200);
      expect(await response.json()).toBe(1);
    }
    if (testEngine() === "postgres") {
      const prepared = await backend().standIn.query<{ name: string }>(
        "select name from pg_prepared_statements where name like 'rest_catalog_%'",
      );
      expect(prepared.map((row) => row.name)).toContain("rest_catalog_functions_named");
    }

    await backend().standIn.exec(`
      drop function public.catalog_probe();
      create function public.catalog_probe(factor integer) returns integer
        language sql as 'select 2 * factor';
      grant execute on function public.catalog_probe(integer) to service_role;
    `);
    const changed = await callProbe({ factor: 21 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toBe(42);
    const stale = await callProbe({});
    expect(stale.status).toBe(404);
    expect(await stale.json()).toMatchObject({ code: "PGRST202" });
  });
});
