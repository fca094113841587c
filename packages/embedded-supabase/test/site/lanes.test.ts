import { describe, expect, it } from "vitest";

import { testBackendForFile, testEngine } from "../support/backend";

// Slow anonymous reads must not hold the database: a public request that cannot get it within the
// acquire timeout is answered 504 as PostgREST does, and the site's own calls (the service role,
// the auth service) go ahead of public work still waiting. PGlite runs in this process, and a
// running query holds all of it, requests included: they reach its queue one by one, so refusals
// and order show on PostgreSQL here, and in lane-queue.test.ts for the queue in front of PGlite.
const ACQUIRE_TIMEOUT_MS = 1000;
const SLOW_SECONDS = 0.4;
// On PostgreSQL, 4 connections leave 3 for public work: 12 reads of 0.4 s need 1.6 s there, and
// 4.8 s on PGlite's single line, against a 1 s wait.
const BURST = 12;

const backend = testBackendForFile({ dbAcquireTimeoutMs: ACQUIRE_TIMEOUT_MS, dbPoolSize: 4 });

async function createSlowRead() {
  await backend().standIn.exec(`
    create or replace function public.slow_read(seconds float8) returns integer
      language sql volatile as 'select 1 from pg_sleep(seconds)';
    grant execute on function public.slow_read(float8) to anon, service_role;
  `);
}

function slowRead(key: string, seconds: number): Promise<Response> {
  return fetch(`${backend().standIn.url}/rest/v1/rpc/slow_read`, {
    method: "POST",
    headers: { apikey: key, "content-type": "application/json" },
    body: JSON.stringify({ seconds }),
  });
}

describe("database lanes", () => {
  it("refuses public work that waited past the acquire timeout with PostgREST's 504, and lets the site's calls through first", async () => {
    await createSlowRead();
    const { anonKey, serviceRoleKey } = backend().standIn;
    const settled: string[] = [];

    const burst = Array.from({ length: BURST }, (_, index) =>
      slowRead(anonKey, SLOW_SECONDS).then(async (response) => {
        const body = (await response.json()) as unknown;
        if (response.status === 200) settled.push(`public ${index}`);
        return { status: response.status, body };
      }),
    );
    const trusted = slowRead(serviceRoleKey, 0).then((response) => {
      settled.push("trusted");
      return response.status;
    });
    const signUp = backend()
      .signedIn()
      .then(() => settled.push("sign-up"));

    const answers = await Promise.all(burst);
    expect(await trusted).toBe(200);
    await signUp;

    const refused = answers.filter((answer) => answer.status === 504);
    if (testEngine() === "postgres") expect(refused.length).toBeGreaterThan(0);
    for (const { body } of refused) {
      expect(body).toMatchObject({
        code: "PGRST003",
        message: "Timed out acquiring connection from connection pool.",
      });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(refused.length + answers.filter((a) => a.status === 200).length).toBe(BURST);

    if (testEngine() === "postgres") {
      // The service role's call had a connection kept for it: no public read finished before it.
      expect(settled.slice(0, settled.indexOf("trusted"))).toEqual([]);
    }
    expect(settled).toContain("trusted");
    // A sign-up (the auth service's transactions) went through during the burst.
    expect(settled).toContain("sign-up");
  }, 30_000);
});
