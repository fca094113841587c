import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * The team console's tables (20261202130000_create_team_console.sql): only a token whose
 * `app_metadata.role` is 'team' reads them, and nobody changes the audit log through the API.
 */

const backend = testBackendForFile();
const TEAM_TABLES = [
  "contact_messages",
  "subscriptions",
  "consent_records",
  "audit_log",
  "news_runs",
] as const;

let member: SupabaseClient;
let team: SupabaseClient;
let teamId: string;
let messageId: number;
const sender = uniqueEmail("sender");

beforeAll(async () => {
  const standIn = backend().standIn;
  await standIn.query(
    `insert into public.contact_messages (name, email, subject, message) values ('Asha', $1, 'Fees', 'How much?')`,
    [sender],
  );
  messageId = (
    await standIn.query<{ id: number }>("select id from public.contact_messages where email = $1", [
      sender,
    ])
  )[0]!.id;
  await standIn.query(
    `insert into public.subscriptions (email, source, confirmed_at) values ($1, 'newsletter', now())`,
    [sender],
  );
  await standIn.query(
    `insert into public.news_runs (feeds, fetched, inserted, failed) values (2, 10, 4, 0)`,
  );
  member = (await backend().signedIn("Member")).client;
  const granted = await backend().signedIn("Team");
  team = granted.client;
  teamId = granted.id;
  const { error } = await backend()
    .service()
    .auth.admin.updateUserById(teamId, { app_metadata: { role: "team" } });
  expect(error).toBeNull();
  // The role reaches the JWT on the next refresh, not before.
  const before = await team.from("contact_messages").select("id");
  expect(before.data).toEqual([]);
  const refreshed = await team.auth.refreshSession();
  expect(refreshed.data.session?.user.app_metadata.role).toBe("team");
}, 30_000);

describe.each(TEAM_TABLES)("public.%s", (table) => {
  it("reads nothing with the public key", async () => {
    const { data } = await backend().anon().from(table).select("*");
    expect(data ?? []).toEqual([]);
  });

  it("reads nothing with a member's token", async () => {
    const { data } = await member.from(table).select("*");
    expect(data ?? []).toEqual([]);
  });

  it("reads its rows with a team token", async () => {
    if (table === "audit_log") {
      const opened = await team.rpc("open_contact_message", { message_id: messageId });
      expect(opened.error).toBeNull();
    }
    const { data, error } = await team.from(table).select("*");
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });
});

describe("the console's functions", () => {
  it("open a message for the team only, writing who opened it", async () => {
    const refused = await member.rpc("open_contact_message", { message_id: messageId });
    expect(refused.error?.code).toBe("42501");
    const { data, error } = await team.rpc("open_contact_message", { message_id: messageId });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ email: sender, subject: "Fees" })]);
    const audit = await team
      .from("audit_log")
      .select("actor,action,subject")
      .eq("action", "message.opened");
    expect(audit.data).toContainEqual({
      actor: teamId,
      action: "message.opened",
      subject: String(messageId),
    });
  });

  it("mark a message handled once, by the team only", async () => {
    expect((await member.rpc("mark_message_handled", { message_id: messageId })).error?.code).toBe(
      "42501",
    );
    expect((await team.rpc("mark_message_handled", { message_id: messageId })).data).toBe(true);
    expect((await team.rpc("mark_message_handled", { message_id: messageId })).data).toBe(false);
    const { data } = await team
      .from("contact_messages")
      .select("handled_by,handled_at")
      .eq("id", messageId)
      .single();
    expect(data?.handled_by).toBe(teamId);
    expect(data?.handled_at).toEqual(expect.any(String));
  });

  it("count each list for the team and nothing for a member", async () => {
    const counts = await team.rpc("list_counts");
    expect(counts.data).toContainEqual(
      expect.objectContaining({ source: "newsletter", confirmed: 1 }),
    );
    expect((await member.rpc("list_counts")).data).toEqual([]);
    const trend = await team.rpc("list_weekly_confirmations", { weeks: 4 });
    expect(trend.data).toContainEqual(expect.objectContaining({ source: "newsletter" }));
  });
});

describe("public.audit_log", () => {
  it("takes entries from the team only", async () => {
    expect(
      (await member.rpc("record_audit", { action: "list.exported", subject: "newsletter" })).error
        ?.code,
    ).toBe("42501");
    const recorded = await team.rpc("record_audit", {
      action: "list.exported",
      subject: "newsletter",
    });
    expect(recorded.error).toBeNull();
  });

  it("keeps the request id the site sent", async () => {
    const { session } = (await team.auth.getSession()).data;
    const withId = backend().anon({ "X-Request-Id": "req-console-audit" });
    await withId.auth.setSession(session!);
    expect(
      (await withId.rpc("record_audit", { action: "address.looked_up", subject: sender })).error,
    ).toBeNull();
    const rows = await backend().standIn.query<{ request_id: string; actor: string }>(
      "select request_id, actor from public.audit_log where action = 'address.looked_up'",
    );
    expect(rows).toEqual([{ request_id: "req-console-audit", actor: teamId }]);
  });

  it.each([
    ["the team", () => team],
    ["a member", () => member],
    ["the secret key", () => backend().service()],
  ])("cannot be inserted into, changed or deleted through the API by %s", async (_, who) => {
    const before = await backend().standIn.query<{ n: number }>(
      "select count(*)::int n from public.audit_log",
    );
    const client = who();
    const insert = await client
      .from("audit_log")
      .insert({ action: "address.erased", subject: "forged" });
    const update = await client.from("audit_log").update({ subject: "changed" }).gt("id", 0);
    const remove = await client.from("audit_log").delete().gt("id", 0);
    for (const result of [insert, update, remove]) expect(result.error).not.toBeNull();
    const after = await backend().standIn.query<{ n: number; forged: number }>(
      "select count(*)::int n, count(*) filter (where subject in ('forged', 'changed'))::int forged from public.audit_log",
    );
    expect(after[0]).toEqual({ n: before[0]!.n, forged: 0 });
  });

  it("keeps an entry a year, and the retention job removes it after", async () => {
    const standIn = backend().standIn;
    await standIn.query("alter table public.audit_log disable trigger refuse_audit_change");
    await standIn.query(
      "update public.audit_log set at = now() - interval '366 days' where id = (select min(id) from public.audit_log)",
    );
    await standIn.query("alter table public.audit_log enable trigger refuse_audit_change");
    const { data, error } = await backend().service().rpc("enforce_retention");
    expect(error).toBeNull();
    expect(data).toContainEqual({ kind: "audit_log", removed: 1 });
    const again = await backend().service().rpc("enforce_retention");
    expect(again.data).toContainEqual({ kind: "audit_log", removed: 0 });
  });
});

describe("revoking the role", () => {
  it("ends the team's reads on the next refresh", async () => {
    const { error } = await backend()
      .service()
      .auth.admin.updateUserById(teamId, { app_metadata: { role: null } });
    expect(error).toBeNull();
    await team.auth.refreshSession();
    const { data } = await team.from("contact_messages").select("id");
    expect(data).toEqual([]);
  });
});
