import { describe, expect, it } from "vitest";

import { testBackendForFile } from "../support/backend";

const backend = testBackendForFile(undefined, 120_000);

async function count(table: string, userId: string): Promise<number> {
  const rows = await backend().standIn.query<{ n: number }>(
    `select count(*)::int as n from auth.${table} where user_id = $1`,
    [userId],
  );
  return rows[0]!.n;
}

describe("the hourly auth cleanup", () => {
  it("removes spent refresh tokens and dead sessions, and keeps what can still be used", async () => {
    const stale = await backend().signedIn("Stale");
    const live = await backend().signedIn("Live");
    // Two rotations leave two revoked tokens behind the live one of each session.
    for (const person of [stale, live]) {
      for (let i = 0; i < 2; i++)
        expect((await person.client.auth.refreshSession()).error).toBeNull();
      expect(await count("refresh_tokens", person.id)).toBe(3);
    }
    // The stale member signed out two days ago; the live one refreshed two days ago and kept
    // its session.
    await backend().standIn.query(
      "update auth.refresh_tokens set revoked = true where user_id = $1",
      [stale.id],
    );
    await backend().standIn.query(
      "update auth.refresh_tokens set updated_at = now() - interval '2 days' where user_id = any($1)",
      [[stale.id, live.id]],
    );
    await backend().standIn.query(
      `update auth.sessions set created_at = now() - interval '2 days',
         updated_at = now() - interval '2 days', refreshed_at = now() - interval '2 days'
       where user_id = any($1)`,
      [[stale.id, live.id]],
    );

    const report = await backend().standIn.cleanup();
    expect(report.refreshTokens).toBeGreaterThanOrEqual(5);
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(await count("refresh_tokens", stale.id)).toBe(0);
    expect(await count("sessions", stale.id)).toBe(0);
    expect(await count("refresh_tokens", live.id)).toBe(1);
    expect(await count("sessions", live.id)).toBe(1);
    expect((await live.client.auth.refreshSession()).error).toBeNull();

    // A second run finds nothing more to do.
    const again = await backend().standIn.cleanup();
    expect(again.refreshTokens + again.sessions).toBe(0);
  });
});
