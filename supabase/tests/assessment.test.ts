import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

/**
 * 20261202120000_create_assessment_results.sql and 20261202120100_create_callback_requests.sql:
 * a member reads and adds only their own results, anon nothing; callback requests are the
 * server's alone, go with the account and age out with contact messages.
 */

const backend = testBackendForFile();
let anon: SupabaseClient;
let service: SupabaseClient;
const members: Record<"A" | "B", { client: SupabaseClient; id: string }> = {} as never;

const result = (extra: Record<string, unknown> = {}) => ({
  attempt_id: randomUUID(),
  version: "2026-12",
  answers: { "int-1": 5 },
  scores: { interests: 100 },
  directions: ["analyst", "engineering", "product"],
  taken_at: new Date().toISOString(),
  ...extra,
});

beforeAll(async () => {
  anon = backend().anon();
  service = backend().service();
  members.A = await backend().signedIn("Member A");
  members.B = await backend().signedIn("Member B");
  for (const me of ["A", "B"] as const) {
    const { error } = await members[me].client
      .from("assessment_results")
      .insert(result({ version: `v-${me}` }));
    expect(error).toBeNull();
  }
}, 30_000);

describe("public.assessment_results", () => {
  it.each(["A", "B"] as const)("member %s reads only their own result", async (me) => {
    const { data, error } = await members[me].client
      .from("assessment_results")
      .select("user_id,version,answers");
    expect(error).toBeNull();
    expect(data).toEqual([
      { user_id: members[me].id, version: `v-${me}`, answers: { "int-1": 5 } },
    ]);
  });

  it("refuses a result stored under another member", async () => {
    const { error } = await members.A.client
      .from("assessment_results")
      .insert(result({ user_id: members.B.id }));
    expect(error?.code).toBe("42501");
    const rows = await backend().standIn.query<{ n: number }>(
      "select count(*)::int n from public.assessment_results where user_id = $1",
      [members.B.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("keeps one row when the same attempt is saved twice", async () => {
    const twice = result();
    await members.A.client.from("assessment_results").insert(twice);
    const again = await members.A.client
      .from("assessment_results")
      .upsert(twice, { onConflict: "user_id,attempt_id", ignoreDuplicates: true });
    expect(again.error).toBeNull();
    const { data } = await members.A.client
      .from("assessment_results")
      .select("id")
      .eq("attempt_id", twice.attempt_id);
    expect(data).toHaveLength(1);
  });

  it("lets no member change or delete a stored result", async () => {
    await members.A.client.from("assessment_results").update({ version: "changed" }).neq("id", 0);
    await members.A.client.from("assessment_results").delete().neq("id", 0);
    const rows = await backend().standIn.query<{ n: number }>(
      "select count(*)::int n from public.assessment_results where user_id = $1 and version <> 'changed'",
      [members.A.id],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("shows anon nothing and lets anon store nothing", async () => {
    const read = await anon.from("assessment_results").select("*");
    expect(read.data ?? []).toEqual([]);
    const insert = await anon.from("assessment_results").insert(result({ user_id: members.A.id }));
    expect(insert.error?.code).toBe("42501");
  });

  it("gives the team counts, not answers, and only with the secret key", async () => {
    const { data, error } = await service.rpc("assessment_result_counts");
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ members: 2 })]);
    expect((await anon.rpc("assessment_result_counts")).error).not.toBeNull();
    expect((await members.A.client.rpc("assessment_result_counts")).error).not.toBeNull();
  });
});

describe("public.callback_requests", () => {
  const request = (client: SupabaseClient, extra: Record<string, unknown> = {}) =>
    client.rpc("submit_callback_request", {
      name: "Ravi Kumar",
      phone: "+919876543210",
      time_window: "morning",
      topic: "career",
      notice_version: "1.0",
      page: "/contact",
      ...extra,
    });

  it("is reached only through the server, which may tie a request to a member", async () => {
    expect((await request(anon)).error?.code).toBe("42501");
    expect((await request(members.A.client)).error?.code).toBe("42501");
    expect((await request(service, { user_id: members.B.id })).error).toBeNull();
    expect((await anon.from("callback_requests").select("*")).data ?? []).toEqual([]);
    const mine = await service.rpc("callback_requests_of", { member: members.B.id });
    expect(mine.data).toEqual([
      expect.objectContaining({ phone: "+919876543210", page: "/contact" }),
    ]);
  });

  it("refuses a number that is not an Indian mobile number", async () => {
    const { error } = await request(service, { phone: "+912223456789" });
    expect(error?.code).toBe("22023");
  });

  it("ages out with the months given for contact messages", async () => {
    await request(service, { name: "Old Request" });
    await backend().standIn.query(
      "update public.callback_requests set created_at = now() - interval '25 months' where name = 'Old Request'",
    );
    const { data, error } = await service.rpc("expire_callback_requests", { months: 24 });
    expect(error).toBeNull();
    expect(Number(data)).toBeGreaterThanOrEqual(1);
    const left = await backend().standIn.query<{ n: number }>(
      "select count(*)::int n from public.callback_requests where name = 'Old Request'",
    );
    expect(left[0]!.n).toBe(0);
  });

  it("goes with the member's account, as their results do", async () => {
    const { error } = await service.auth.admin.deleteUser(members.B.id);
    expect(error).toBeNull();
    const rows = await backend().standIn.query<{ results: number; callbacks: number }>(
      `select (select count(*)::int from public.assessment_results where user_id = $1) results,
              (select count(*)::int from public.callback_requests where user_id = $1) callbacks`,
      [members.B.id],
    );
    expect(rows[0]).toEqual({ results: 0, callbacks: 0 });
  });
});
