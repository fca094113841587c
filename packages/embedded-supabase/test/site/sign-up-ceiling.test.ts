import { describe, expect, it } from "vitest";

import { expectAnswer, testBackendForFile, uniqueEmail } from "../support/backend";

/**
 * The site-wide ceiling on new accounts: sign-ups from ever new networks, each within its own
 * per-network limit, still stop at the hourly ceiling, counted in the database.
 */
const CEILING = 5;
const backend = testBackendForFile({
  authRateLimits: { signUpsSiteWide: CEILING, signInSignUps: 30 },
});

function signUpFrom(network: number) {
  return fetch(`${backend().standIn.url}/auth/v1/signup`, {
    method: "POST",
    headers: {
      apikey: backend().standIn.anonKey,
      "content-type": "application/json",
      "x-forwarded-for": `2001:db8:${network.toString(16)}::1`,
    },
    body: JSON.stringify({ email: uniqueEmail("ceiling"), password: "correct-horse-1" }),
  });
}

describe("auth: the site-wide ceiling on sign-ups", { timeout: 60_000 }, () => {
  it("refuses the sign-up past the hourly ceiling, from whichever network", async () => {
    for (let network = 1; network <= CEILING; network++) {
      expect((await signUpFrom(network)).status).toBe(200);
    }
    await expectAnswer(await signUpFrom(CEILING + 1), 429, { code: "over_request_rate_limit" });
    const accounts = await backend().standIn.query<{ count: number }>(
      "select count(*)::int as count from auth.users",
    );
    expect(accounts[0]?.count).toBe(CEILING);
  });

  it("counts only the last hour's accounts", async () => {
    await backend().standIn.query(
      "update auth.users set created_at = created_at - interval '2 hours'",
    );
    expect((await signUpFrom(100)).status).toBe(200);
  });
});
